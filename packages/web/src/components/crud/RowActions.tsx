import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Left out when false (no permission, or not for this row). */
  shown?: boolean;
  testId?: string;
}

/**
 * A row's actions: the first `inline` as link buttons, the rest under
 * "More" so the column keeps its width.
 */
export function RowActions({
  actions,
  inline = 2,
  moreTestId,
}: {
  actions: RowAction[];
  inline?: number;
  moreTestId?: string;
}) {
  const { t } = useTranslation();
  const shown = actions.filter((a) => a.shown !== false);
  // "More" holding a single action would only add a click.
  const cut = shown.length <= inline + 1 ? shown.length : inline;
  const rest = shown.slice(cut);
  return (
    <Space size={4} wrap>
      {shown.slice(0, cut).map((a) => (
        <Button
          key={a.key}
          type="link"
          size="small"
          danger={a.danger}
          disabled={a.disabled}
          onClick={a.onClick}
          data-testid={a.testId}
        >
          {a.label}
        </Button>
      ))}
      {rest.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({
              key: a.key,
              danger: a.danger,
              disabled: a.disabled,
              label: <span data-testid={a.testId}>{a.label}</span>,
            })),
            onClick: ({ key }) => rest.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" data-testid={moreTestId}>
            {t('common.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
