import type { Bilingual } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { currentLang } from '../../i18n';

interface About {
  version: string;
  copyright: Bilingual;
}

/** The version dialog: platform version and copyright (POST /sys/aboutus/app). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const about = useQuery({
    queryKey: ['about'],
    queryFn: () => api().post<About>('/sys/aboutus/app'),
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
        </Descriptions>
      )}
    </Modal>
  );
}
