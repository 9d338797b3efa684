import type { PlatformLicence } from '@rpa/contracts';
import { Alert, Card, Col, Descriptions, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LicenceExpired } from './LicenceExpired';

/**
 * This installation's machine code, the seats left per category (background,
 * foreground, designer, scene) and the licences due within 30 days.
 */
export function LicenceSummary({ platform }: { platform: PlatformLicence }) {
  const { t } = useTranslation();
  return (
    <>
      {!platform.hasValidLicence && <LicenceExpired platform={platform} />}
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('licences.machineCode')}>
          <Typography.Text copyable code data-testid="machine-code" style={{ wordBreak: 'break-all' }}>
            {platform.machineCode}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('licences.licenseType')}>
          {platform.licenseType ? t(`licences.type_${platform.licenseType}`) : t('licences.typeNone')}
        </Descriptions.Item>
      </Descriptions>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {platform.categories.map((c) => (
          <Col xs={12} md={6} key={c.category}>
            <Card size="small" data-testid={`seats-${c.category}`}>
              <Typography.Text type="secondary">{t(`licences.category_${c.category}`)}</Typography.Text>
              <div style={{ fontSize: 24, lineHeight: '32px' }}>
                {c.left}
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  {' '}
                  / {c.total}
                </Typography.Text>
              </div>
              <Progress
                percent={c.total ? Math.round((c.used / c.total) * 100) : 0}
                showInfo={false}
                size="small"
                status={c.total > 0 && c.left === 0 ? 'exception' : 'normal'}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('licences.seatsLine', { used: c.used, left: c.left })}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {platform.expiring.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="licences-expiring"
          title={t('licences.expiringTitle', { count: platform.expiring.length })}
          description={platform.expiring
            .map((e) => t('licences.expiringLine', { sn: e.licSn, days: e.daysLeft }))
            .join('; ')}
        />
      )}
    </>
  );
}
