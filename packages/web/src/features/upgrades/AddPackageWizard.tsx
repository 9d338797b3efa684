import { UPGRADE_LIMITS, type UpgradePackageCheck, upgradePackageFields } from '@rpa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPackage, checkPackage, upgradeKeys } from '../../api/upgrades';
import { notify } from '../../app/notify';
import { ErrorNote } from '../../components/ErrorNote';
import { useContractMessage, useFieldRules } from '../../components/rules';
import { formatSize } from '../../components/text';
import { FileDrop, useUpload } from '../../components/upload';
import { validated } from '../../components/validated';
import { WizardDrawer } from './WizardDrawer';

interface Values {
  name: string;
  remarks?: string;
}

/** A file chosen, and what the server read from it once it accepted it. */
interface Chosen {
  file: File;
  checked: UpgradePackageCheck | null;
}

/**
 * Adds a robot upgrade package (console-administration.md §2, §3, §5) in
 * two steps: the file, which the server checks at once (format, version,
 * checksums) and whose version, size and function description are shown;
 * then its name and remarks, and the upload with its progress.
 */
export function AddPackageWizard({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const sending = useUpload();
  const { problem, setProblem } = sending;
  const nameTaken = message('upgrades.packageNameTaken');

  // Each opening starts again from the file.
  useEffect(() => {
    if (!open) return;
    setStep(0);
    setChosen(null);
    setProblem(null);
    form.resetFields();
  }, [open, form, setProblem]);

  // A name already taken is said by the name.
  useEffect(() => {
    if (problem !== nameTaken) return;
    form.setFields([{ name: 'name', errors: [problem] }]);
    setProblem(null);
  }, [problem, nameTaken, form, setProblem]);

  const choose = async (file: File) => {
    setChosen({ file, checked: null });
    if (!file.name.toLowerCase().endsWith('.zip')) return setProblem(t('upgrades.onlyZip'));
    const checked = await sending.send(file, checkPackage);
    if (checked) setChosen({ file, checked });
  };

  const next = () => {
    if (!chosen) return setProblem(message('upgrades.noFile'));
    if (chosen.checked) setStep(1);
  };

  const submit = async () => {
    const values = await validated(form);
    if (!values || !chosen) return;
    const fields = { name: values.name.trim(), remarks: values.remarks?.trim() ?? '' };
    const added = await sending.send(chosen.file, (body, progress) => addPackage(body, fields, progress));
    if (!added) return;
    notify.success(t('upgrades.packageAdded', { name: added.name, version: added.version }));
    await client.invalidateQueries({ queryKey: upgradeKeys.all });
    onClose();
  };

  const footer = (
    <>
      <Button onClick={onClose} disabled={sending.busy}>
        {t('common.cancel')}
      </Button>
      {step === 0 ? (
        <Button type="primary" onClick={next} disabled={sending.busy} data-testid="upgrade-package-next">
          {t('upgrades.next')}
        </Button>
      ) : (
        <>
          <Button onClick={() => setStep(0)} disabled={sending.busy} data-testid="upgrade-package-back">
            {t('upgrades.back')}
          </Button>
          <Button
            type="primary"
            loading={sending.busy}
            onClick={() => void submit()}
            data-testid="upgrade-package-submit"
          >
            {t('upgrades.upload')}
          </Button>
        </>
      )}
    </>
  );

  return (
    <WizardDrawer
      open={open}
      title={t('upgrades.addPackage')}
      steps={[t('upgrades.stepFile'), t('upgrades.stepPackage')]}
      current={step}
      width={600}
      busy={sending.busy}
      onClose={onClose}
      footer={footer}
      testId="upgrade-package-wizard"
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={sending.busy}
        onFinish={() => step === 1 && void submit()}
      >
        {step === 0 ? (
          <FileStep chosen={chosen} busy={sending.busy} onFile={(f) => void choose(f)} />
        ) : (
          chosen?.checked && <PackageStep chosen={chosen} checked={chosen.checked} />
        )}
      </Form>
      {sending.percent !== null && (
        <Progress percent={sending.percent} status="active" data-testid="upgrade-package-progress" />
      )}
      <ErrorNote problem={problem} testId="upgrade-package-error" style={{ marginTop: 16 }} />
    </WizardDrawer>
  );
}

/** Step 1: the file, and what the server read from it. */
function FileStep({ chosen, busy, onFile }: { chosen: Chosen | null; busy: boolean; onFile(f: File): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={t('upgrades.fileHint')} style={{ marginBottom: 16 }} />
      <FileDrop
        accept=".zip"
        busy={busy}
        onFile={onFile}
        text={t('upgrades.chooseFile')}
        hint={t('upgrades.chooseFileHint', { max: UPGRADE_LIMITS.PACKAGE_MAX_MB })}
        testId="upgrade-package-file"
      />
      {chosen && (
        <Typography.Paragraph style={{ marginTop: 12 }} ellipsis={{ tooltip: chosen.file.name }}>
          {t('upgrades.chosenFile', { name: chosen.file.name })}
        </Typography.Paragraph>
      )}
      {chosen?.checked && <CheckedPackage checked={chosen.checked} />}
    </>
  );
}

function CheckedPackage({ checked }: { checked: UpgradePackageCheck }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      title={t('upgrades.checked')}
      data-testid="upgrade-package-checked"
      items={[
        {
          key: 'version',
          label: t('upgrades.version'),
          children: <span data-testid="upgrade-package-version">{checked.version}</span>,
        },
        { key: 'size', label: t('upgrades.fileSize'), children: formatSize(checked.fileSize) },
        {
          key: 'description',
          label: t('upgrades.functionDescription'),
          children: checked.description || '-',
        },
      ]}
    />
  );
}

/** Step 2: the package's name and remarks. */
function PackageStep({ chosen, checked }: { chosen: Chosen; checked: UpgradePackageCheck }) {
  const { t } = useTranslation();
  const rule = useFieldRules(upgradePackageFields);
  return (
    <>
      <Typography.Paragraph type="secondary" ellipsis={{ tooltip: chosen.file.name }}>
        {t('upgrades.uploading', {
          name: chosen.file.name,
          version: checked.version,
          size: formatSize(checked.fileSize),
        })}
      </Typography.Paragraph>
      <Form.Item name="name" label={t('upgrades.packageName')} required validateFirst rules={rule('name')}>
        <Input maxLength={UPGRADE_LIMITS.NAME_MAX} showCount data-testid="upgrade-package-name" />
      </Form.Item>
      <Form.Item name="remarks" label={t('upgrades.remarks')} rules={rule('remarks')}>
        <Input.TextArea
          rows={3}
          maxLength={UPGRADE_LIMITS.REMARKS_MAX}
          showCount
          data-testid="upgrade-package-remarks"
        />
      </Form.Item>
    </>
  );
}
