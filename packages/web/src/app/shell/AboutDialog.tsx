import { systemApi } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { zoneLabel } from '../../components/time';
import { currentLang } from '../../i18n';

/** The version dialog: platform version and copyright (POST /sys/aboutus/app). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const about = useQuery({
    queryKey: ['about'],
    queryFn: () => call(systemApi.about),
    enabled: open,
  });
  return (
    <Modal open={open} title={t('shell.about')} footer={null} onCancel={onClose} loading={about.isPending}>
      {about.data && (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('shell.version')}>
            <span data-testid="about-version">{about.data.version}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('shell.copyright')}>
            {about.data.copyright[currentLang()]}
          </Descriptions.Item>
          <Descriptions.Item label={t('shell.timeZone')}>{zoneLabel()}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
