import {
  IDENTITIES,
  OPLOG_ACTIONS,
  OPLOG_MODULES,
  OPLOG_RESULTS,
  OperationAction,
  type OplogQuery,
  type OplogRow,
} from '@rpa/contracts';
import { DatePicker, Input, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { exportOplog, listOplog, oplogKeys } from '../../api/oplog';
import { ChoiceSelect, ExportButton, type ListColumn, ListPage, useListQuery } from '../../components/crud';
import { fromPicker, showTime } from '../../components/time';
import { quickRanges } from '../../components/timeRanges';
import { currentLang } from '../../i18n';
import { Auth } from '../auth/buttons';

/** The filter form's values: the time range as the picker holds it. */
type Filters = Omit<OplogQuery, 'start' | 'end'> & { range?: [Dayjs, Dayjs] };

function toQuery({ range, ...rest }: Filters): OplogQuery {
  return range ? { ...rest, start: fromPicker(range[0]), end: fromPicker(range[1]) } : rest;
}

/** The manager's operation log (console-administration.md §7): filters, paging (10000 records at most), export. */
export default function OplogPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const list = useListQuery<Filters, OplogRow>({
    keys: oplogKeys,
    fetch: ({ page, size, ...filters }) => listOplog({ ...toQuery(filters), page, size }),
  });

  const columns: ListColumn<OplogRow>[] = [
    {
      title: t('oplog.time'),
      dataIndex: 'at',
      width: 180,
      render: (v: string) => showTime(v, 'second'),
      filter: {
        name: 'range',
        input: (
          <DatePicker.RangePicker
            showTime
            presets={quickRanges(t)}
            style={{ maxWidth: '100%' }}
            data-testid="oplog-range"
          />
        ),
      },
    },
    {
      title: t('oplog.user'),
      dataIndex: 'userName',
      width: 130,
      filter: { input: <Input allowClear maxLength={50} style={{ width: 160 }} data-testid="oplog-user" /> },
    },
    {
      title: t('oplog.module'),
      dataIndex: 'module',
      width: 130,
      render: (v: string) => OPLOG_MODULES[v as keyof typeof OPLOG_MODULES]?.[lang] ?? v,
      filter: {
        input: (
          <ChoiceSelect
            values={Object.keys(OPLOG_MODULES) as (keyof typeof OPLOG_MODULES)[]}
            label={(m) => OPLOG_MODULES[m][lang]}
            width={160}
          />
        ),
      },
    },
    { title: t('oplog.ip'), dataIndex: 'ip', width: 140 },
    {
      title: t('oplog.identity'),
      dataIndex: 'identity',
      width: 110,
      render: (v: number | null) => (v ? t(`identity.${v}`) : '-'),
      filter: {
        input: <ChoiceSelect values={IDENTITIES} label={(i) => t(`identity.${i}`)} width={130} />,
      },
    },
    {
      title: t('oplog.action'),
      dataIndex: 'action',
      width: 100,
      render: (v: OplogRow['action']) => OPLOG_ACTIONS[v]?.[lang] ?? v,
      filter: {
        input: (
          <ChoiceSelect
            values={OperationAction}
            label={(a) => OPLOG_ACTIONS[a][lang]}
            width={130}
            data-testid="oplog-action"
          />
        ),
      },
    },
    {
      title: t('oplog.result'),
      dataIndex: 'result',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'success' ? 'green' : 'red'}>
          {OPLOG_RESULTS[v as 'success' | 'fail']?.[lang] ?? v}
        </Tag>
      ),
      filter: {
        input: (
          <ChoiceSelect
            values={['success', 'fail'] as const}
            label={(r) => OPLOG_RESULTS[r][lang]}
            width={110}
          />
        ),
      },
    },
    { title: t('oplog.description'), dataIndex: 'description', ellipsis: true },
  ];

  return (
    <ListPage<OplogRow, Filters>
      title={t('oplog.title')}
      list={list}
      columns={columns}
      testId="oplog"
      toolbar={
        <Auth button="export">
          <ExportButton
            run={(_format, onProgress) => exportOplog(toQuery(list.filters), onProgress)}
            fileName={t('oplog.fileName')}
            testId="oplog-export"
          />
        </Auth>
      }
    />
  );
}
