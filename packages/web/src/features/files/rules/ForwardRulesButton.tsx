import { ShareAltOutlined } from '@ant-design/icons';
import { forwardRulesApi, permissionKeys } from '@rpa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/store';
import { useButtons } from '../../auth/buttons';
import { RulesDialog } from './RulesDialog';

/**
 * The button of the current identity that grants the rules (`1803:rules` for
 * a manager, `404:rules` for a user), read from the contract so the console
 * offers exactly what the server lets through; none for the other identities.
 */
function useRulesGranted(): boolean {
  const identity = useSession((s) => s.menu?.curIden);
  const [key] = identity ? permissionKeys(forwardRulesApi.list.permission, identity) : [];
  const [menu, button] = key?.split(':') ?? [];
  const { allows } = useButtons(menu ? Number(menu) : undefined);
  return !!button && allows(button);
}

/** The file list's toolbar button that opens the caller's forwarding rules; nothing without the permission. */
export function ForwardRulesButton() {
  const { t } = useTranslation();
  const granted = useRulesGranted();
  const [open, setOpen] = useState(false);
  if (!granted) return null;
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)} data-testid="files-rules">
        {t('forwardRules.button')}
      </Button>
      <RulesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
