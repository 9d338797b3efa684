import type { ProcessStatusValue } from '@rpa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ProcessStatusValue, string> = { 0: 'default', 1: 'orange', 2: 'green' };

/** Editing, awaiting publishing or published. */
export function StatusTag({ status }: { status: ProcessStatusValue }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`processes.status${status}`)}</Tag>;
}
