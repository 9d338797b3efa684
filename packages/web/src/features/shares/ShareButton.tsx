import { ShareAltOutlined } from '@ant-design/icons';
import { SHARE_DAYS, type ShareCreated, type ShareDays } from '@rpa/contracts';
import { Button, type ButtonProps, Descriptions, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { createShare } from '../../api/shares';
import { showTime } from '../../components/time';

/** Shares a finished run: choose how long, then the link and the 4-character code to pass on. */
export function ShareButton({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<ShareDays>(7);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ShareCreated | null>(null);
  const link = created ? `${window.location.origin}/console/video/share?id=${created.publicId}` : '';
  const make = async () => {
    await refusable(async () => {
      setCreated(await createShare(taskId, days));
    }, setBusy);
  };
  return (
    <>
      <Button
        icon={<ShareAltOutlined />}
        onClick={() => {
          setCreated(null);
          setOpen(true);
        }}
        data-testid="task-share"
      >
        {t('shares.share')}
      </Button>
      <Modal
        open={open}
        title={t('shares.title', { id: taskId })}
        onCancel={() => setOpen(false)}
        footer={created ? null : undefined}
        okText={t('shares.create')}
        confirmLoading={busy}
        onOk={() => void make()}
        okButtonProps={{ 'data-testid': 'share-create' } as ButtonProps}
      >
        {created ? (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('shares.link')}>
              <Typography.Text
                copyable={{ tooltips: [t('shares.copy'), t('shares.copied')] }}
                data-testid="share-link"
              >
                {link}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('shares.code')}>
              <Typography.Text copyable strong data-testid="share-code">
                {created.code}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('shares.expires')}>{showTime(created.expiresAt)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Radio.Group
            value={days}
            onChange={(e) => setDays(e.target.value as ShareDays)}
            optionType="button"
            options={SHARE_DAYS.map((d) => ({ value: d, label: t(`shares.days_${d}`) }))}
          />
        )}
      </Modal>
    </>
  );
}
