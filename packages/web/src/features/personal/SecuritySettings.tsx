import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adAndData, type PersonalInfo } from '../../api/personal';
import { DRAWER_BELOW, useWindowWidth } from '../../app/shell/useWidth';

interface Props {
  info: PersonalInfo;
  onChangePassword(): void;
}

/** Password change, last sign-in, the AD domain binding, and the departments whose data the user sees. */
export function SecuritySettings({ info, onChangePassword }: Props) {
  const { t } = useTranslation();
  const scope = useQuery({ queryKey: ['adAndData'], queryFn: adAndData });
  // Labels above values on phones, so the table never runs out of the card.
  const narrow = useWindowWidth() < DRAWER_BELOW;
  const ad = scope.data?.ad ?? null;
  return (
    <Descriptions
      column={1}
      bordered
      size="middle"
      layout={narrow ? 'vertical' : 'horizontal'}
      style={{ maxWidth: 720 }}
    >
      <Descriptions.Item label={t('personal.password')}>
        {ad ? (
          <Typography.Text type="secondary">{t('personal.passwordInDirectory')}</Typography.Text>
        ) : (
          <Button onClick={onChangePassword} data-testid="personal-password">
            {t('shell.changePassword')}
          </Button>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('personal.directory')}>
        {scope.isPending ? (
          <Spin size="small" />
        ) : ad ? (
          <Flex vertical gap={4} align="flex-start" data-testid="personal-directory">
            <Tag color="blue">{ad.domainAccount}</Tag>
            <Typography.Text type="secondary" copyable style={{ wordBreak: 'break-all' }}>
              {ad.dn}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text data-testid="personal-directory">{t('personal.directoryNone')}</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('personal.lastLogin')}>
        {info.lastLoginAt ? new Date(info.lastLoginAt).toLocaleString() : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('personal.dataScope')}>
        {scope.isPending ? (
          <Spin size="small" />
        ) : scope.data?.departments.length ? (
          <Flex wrap gap={4} data-testid="personal-scope">
            {scope.data.departments.map((d) => (
              <Tag key={d.id}>{d.name}</Tag>
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
