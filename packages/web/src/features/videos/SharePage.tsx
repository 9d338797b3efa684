import { Code, SHARE_CODE_PATTERN, type SharedRecord } from '@rpa/contracts';
import { Button, Card, Descriptions, Empty, Form, Input, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../api/request';
import { openShare, sharedRecording } from '../../api/shares';
import { ErrorNote } from '../../components/ErrorNote';
import { LanguageChoice } from '../../components/LanguageChoice';
import { showTime } from '../../components/time';
import { ErrorPage } from '../errors/ErrorPage';
import { SyncedPlayers } from './SyncedPlayers';

/**
 * `/video/share?id=`: a shared run record, opened without signing in by its
 * 4-character extraction code. A missing or expired share shows the 405 page.
 */
export default function SharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const publicId = params.get('id') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(!publicId);
  const [busy, setBusy] = useState(false);
  const [record, setRecord] = useState<SharedRecord | null>(null);
  const [sources, setSources] = useState<Array<{ key: string; url: string; label: string }>>([]);
  useEffect(
    () => () => {
      for (const s of sources) URL.revokeObjectURL(s.url);
    },
    [sources],
  );

  const open = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      const r = await openShare(publicId, code.trim());
      const urls = [];
      for (const rec of r.recordings) {
        urls.push({
          key: String(rec.id),
          url: URL.createObjectURL(await sharedRecording(publicId, code.trim(), rec.id)),
          label: rec.name,
        });
      }
      setRecord(r);
      setSources(urls);
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      if (err.code === Code.SHARE_UNAVAILABLE) setGone(true);
      else setError(err.message);
    } finally {
      setBusy(false);
    }
  };

  if (gone) return <ErrorPage status="405" />;
  return (
    <Layout style={{ minHeight: '100vh', padding: 16 }}>
      <div style={{ textAlign: 'right' }}>
        <LanguageChoice />
      </div>
      <Card title={t('shares.pageTitle')} style={{ maxWidth: 1100, margin: '16px auto', width: '100%' }}>
        {!record ? (
          <Form layout="vertical" onFinish={(v) => void open(v)} style={{ maxWidth: 360 }}>
            <ErrorNote problem={error} style={{ marginBottom: 12 }} testId="share-error" />
            <Form.Item
              name="code"
              label={t('shares.enterCode')}
              rules={[{ required: true, pattern: SHARE_CODE_PATTERN, message: t('shares.codeInvalid') }]}
            >
              <Input
                maxLength={4}
                autoFocus
                style={{ letterSpacing: 4, textTransform: 'uppercase' }}
                data-testid="share-code-input"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="share-open">
              {t('shares.open')}
            </Button>
          </Form>
        ) : (
          <>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              style={{ marginBottom: 16 }}
              data-testid="shared-record"
            >
              <Descriptions.Item label={t('shares.process')}>{record.processName}</Descriptions.Item>
              <Descriptions.Item label={t('shares.version')}>{record.versionNumber}</Descriptions.Item>
              <Descriptions.Item label={t('shares.robot')}>{record.robotName || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('shares.state')}>
                {t(`tasks.state_${record.state}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('shares.developer')}>{record.developer || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('shares.owner')}>{record.owner || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('shares.taskTime')}>{showTime(record.taskTime)}</Descriptions.Item>
              <Descriptions.Item label={t('shares.sharer')}>{record.sharerName}</Descriptions.Item>
              <Descriptions.Item label={t('shares.expires')}>{showTime(record.expiresAt)}</Descriptions.Item>
            </Descriptions>
            {sources.length ? (
              <SyncedPlayers sources={sources} />
            ) : (
              <Empty description={t('shares.noRecordings')} />
            )}
          </>
        )}
      </Card>
    </Layout>
  );
}
