import { ApartmentOutlined, UserOutlined } from '@ant-design/icons';
import {
  FORWARD_SOURCE_LABELS,
  type ForwardRuleRow,
  forwardRulesApi,
  type Lang,
  RECEIVE_MODE_LABELS,
} from '@rpa/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type ListColumn, TextFilter } from '../../../components/crud';
import { showTime } from '../../../components/time';
import { userLabel } from './useRuleChoices';

/** The receivers as tags, users then processes, each kind with its icon and its word for readers without it. */
function Receivers({ rule, t }: { rule: ForwardRuleRow; t: TFunction }) {
  return (
    <Flex gap={4} wrap data-testid={`rules-receivers-${rule.id}`}>
      {rule.receiverUsers.map((u) => (
        <Tag
          key={`u${u.id}`}
          icon={<UserOutlined />}
          title={`${t('forwardRules.kind_user')}: ${userLabel(u)}`}
          style={{ marginInlineEnd: 0 }}
        >
          {userLabel(u)}
        </Tag>
      ))}
      {rule.receiverProcesses.map((p) => (
        <Tag
          key={`p${p.id}`}
          color="blue"
          icon={<ApartmentOutlined />}
          title={`${t('forwardRules.kind_process')}: ${p.name}`}
          style={{ marginInlineEnd: 0 }}
        >
          {p.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** The rule list's columns before the actions; the owner and the department share one, so the list fits the dialog. */
export function ruleColumns(t: TFunction, lang: Lang, enabled: (r: ForwardRuleRow) => ReactNode) {
  const columns: ListColumn<ForwardRuleRow>[] = [
    {
      title: t('forwardRules.name'),
      dataIndex: 'name',
      width: 160,
      fixed: 'left',
      render: (v: string, r) => (
        <Typography.Text strong style={{ wordBreak: 'break-word' }} data-testid={`rules-name-${r.id}`}>
          {v}
        </Typography.Text>
      ),
      filter: {
        input: (
          <TextFilter
            field={forwardRulesApi.list.input.shape.name}
            width={180}
            placeholder={t('forwardRules.namePlaceholder')}
            data-testid="rules-filter-name"
          />
        ),
      },
    },
    {
      title: t('forwardRules.source'),
      key: 'source',
      width: 190,
      render: (_, r) => (
        <Flex vertical data-testid={`rules-source-${r.id}`}>
          <span>{FORWARD_SOURCE_LABELS[r.source][lang]}</span>
          {r.source === 'process' && (
            <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
              {r.sourceProcessName || '-'}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('forwardRules.receivers'),
      key: 'receivers',
      width: 220,
      render: (_, r) => <Receivers rule={r} t={t} />,
    },
    {
      title: t('forwardRules.receiveMode'),
      dataIndex: 'receiveMode',
      width: 140,
      render: (v: ForwardRuleRow['receiveMode']) => RECEIVE_MODE_LABELS[v][lang],
    },
    {
      title: t('forwardRules.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (_, r) => enabled(r),
    },
    {
      title: t('forwardRules.ownerDepartment'),
      key: 'owner',
      width: 150,
      render: (_, r) => (
        <Flex vertical>
          <span>{r.ownerName}</span>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-word' }}>
            {r.departmentName}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('forwardRules.updatedAt'),
      dataIndex: 'updatedAt',
      width: 165,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  return columns;
}
