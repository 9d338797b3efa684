import { processListQuery } from '@rpa/contracts';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type ListColumn, TextFilter } from '../../components/crud';

/** The keywords as tags, with the "part of a keyword" filter: every process list shows them alike. */
export function keywordsColumn<R extends { keywords: string }>(t: TFunction): ListColumn<R> {
  return {
    title: t('processes.keywords'),
    dataIndex: 'keywords',
    width: 180,
    render: (k: string) =>
      k
        .split(',')
        .filter(Boolean)
        .map((w) => <Tag key={w}>{w}</Tag>),
    filter: {
      name: 'keyword',
      label: t('processes.keyword'),
      input: <TextFilter field={processListQuery.shape.keyword} width={140} />,
    },
  };
}
