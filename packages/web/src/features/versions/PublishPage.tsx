import { PROCESS_LIMITS, processesApi, type UserOption, type VersionRow } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { listVersions, ownerOptions, processDetail, publishVersion } from '../../api/processes';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { useFieldRules } from '../../components/rules';
import { StatusTag } from '../processes/StatusTag';
import { PATHS } from '../processes/view';
import { time } from './shared';

interface Fields {
  versionId: number;
  ownerId: number;
  introduction: string;
}

/**
 * The developer submits a version being edited to the owner (menu 205):
 * the owner is chosen at the first submission and fixed from then on; a
 * returned or rejected version shows the owner's reason before it goes again.
 */
export default function PublishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const wanted = Number(params.get('versionId')) || undefined;
  const [form] = Form.useForm<Fields>();
  const rule = useFieldRules(processesApi.publish.input);
  const [saving, setSaving] = useState(false);
  const valid = Number.isInteger(id) && id > 0;

  const data = useQuery({
    queryKey: ['processes', 'publish', id],
    queryFn: async () => {
      const [process, versions] = await Promise.all([
        processDetail('dev', id),
        listVersions('dev', id, 1, 100),
      ]);
      return { process, versions: versions.records };
    },
    enabled: valid,
    retry: false,
    // A refetch must not reset what the developer is typing.
    refetchOnWindowFocus: false,
  });
  const owners = useQuery({ queryKey: ['processes', 'owners'], queryFn: ownerOptions, enabled: valid });

  const editing: VersionRow[] = (data.data?.versions ?? []).filter((v) => v.active && v.status === 0);
  const pending = (data.data?.versions ?? []).find((v) => v.active && v.status === 1);
  const p = data.data?.process;
  // The owner is fixed once confirmed: only that person is offered.
  const fixed: UserOption | null = p?.ownerConfirmedAt && p.owner ? { ...p.owner, departmentName: '' } : null;
  const first = editing.find((v) => v.id === wanted) ?? editing[0];

  useEffect(() => {
    if (!p || !first || pending) return;
    form.setFieldsValue({ versionId: first.id, ownerId: fixed?.id, introduction: first.introduction });
  }, [p, first, pending, fixed?.id, form]);
  const versionId = Form.useWatch('versionId', form);
  const chosen = editing.find((v) => v.id === versionId) ?? first;

  if (!valid || data.isError) {
    return (
      <Result
        status="404"
        title={t('processes.notFound')}
        extra={<Button onClick={() => navigate(PATHS.dev.list)}>{t('versions.backToList')}</Button>}
      />
    );
  }
  if (!p) return <Card loading />;

  const submit = async (v: Fields) => {
    setSaving(true);
    await refusable(async () => {
      const published = await publishVersion({
        versionId: v.versionId,
        ownerId: v.ownerId,
        introduction: v.introduction?.trim() ?? '',
      });
      notify.success(t('versions.published'));
      if (published.robotWarning) notify.warning(published.robotWarning);
      void client.invalidateQueries({ queryKey: ['processes'] });
      navigate(PATHS.dev.list);
    });
    setSaving(false);
  };

  const blocked = pending ? t('versions.alreadyPending', { version: pending.number }) : null;
  return (
    <Card title={t('versions.publishTitle', { name: p.name })}>
      {editing.length === 0 || blocked ? (
        <Result
          status="info"
          title={blocked ?? t('versions.nothingToPublish')}
          extra={
            <Space wrap>
              <Button onClick={() => navigate(`${PATHS.dev.versions}?id=${p.id}`)}>
                {t('versions.title')}
              </Button>
              <Button type="primary" onClick={() => navigate(PATHS.dev.list)}>
                {t('versions.backToList')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Form<Fields>
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item name="versionId" label={t('versions.publishVersion')} rules={[{ required: true }]}>
            <Select
              options={editing.map((v) => ({ value: v.id, label: v.number }))}
              onChange={(value) =>
                form.setFieldValue('introduction', editing.find((v) => v.id === value)?.introduction ?? '')
              }
              data-testid="publish-version"
            />
          </Form.Item>
          {chosen && (
            <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('versions.status')}>
                <StatusTag status={chosen.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('versions.createdAt')}>{time(chosen.createdAt)}</Descriptions.Item>
            </Descriptions>
          )}
          {chosen?.lastRecord?.reason && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('versions.lastStep', {
                step: t(`versions.record_${chosen.lastRecord.type}`),
                actor: chosen.lastRecord.actorName,
                at: time(chosen.lastRecord.at),
              })}
              description={chosen.lastRecord.reason}
              data-testid="publish-last-reason"
            />
          )}
          <Form.Item
            name="ownerId"
            label={t('versions.publishOwner')}
            rules={[{ required: true, message: t('versions.publishOwnerRequired') }]}
            extra={fixed ? t('versions.publishOwnerFixed') : undefined}
          >
            <Select
              disabled={!!fixed}
              loading={owners.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(fixed ? [fixed] : (owners.data ?? [])).map((o) => ({
                value: o.id,
                label: o.departmentName
                  ? `${o.realName} (${o.account}) · ${o.departmentName}`
                  : `${o.realName} (${o.account})`,
              }))}
              data-testid="publish-owner"
            />
          </Form.Item>
          <Form.Item
            name="introduction"
            label={t('versions.publishIntroduction')}
            rules={rule('introduction')}
          >
            <Input.TextArea rows={4} maxLength={PROCESS_LIMITS.INTRODUCTION_MAX} showCount />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="publish-ok">
              {t('versions.publishSubmit')}
            </Button>
            <Button onClick={() => navigate(PATHS.dev.list)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
