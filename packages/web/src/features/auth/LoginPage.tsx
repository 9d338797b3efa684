import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ClientType, LOGIN_ACCOUNT_MAX, LoginCode } from '@rpa/contracts';
import { Button, Flex, Form, Input, Layout, Tooltip, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../api/request';
import { captchaTimes, captchaUrl, encryptPassword, login } from '../../api/signIn';
import { serverConfig } from '../../app/serverConfig';
import { session } from '../../app/session/store';
import { loadSignedIn } from '../../app/signedIn';
import { ErrorNote } from '../../components/ErrorNote';
import { LanguageChoice } from '../../components/LanguageChoice';

interface Values {
  username: string;
  password: string;
  captcha?: string;
}

/** A uuid for the captcha; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newUuid(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const panel = (token: ReturnType<typeof theme.useToken>['token']) => ({
  width: '100%',
  maxWidth: 400,
  padding: 24,
  background: token.colorBgContainer,
  border: `1px solid ${token.colorBorderSecondary}`,
  borderRadius: token.borderRadiusLG,
  color: token.colorText,
});

const CAPTCHA_CODES: number[] = [LoginCode.CAPTCHA_REQUIRED, LoginCode.CAPTCHA_WRONG];

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [form] = Form.useForm<Values>();
  const [failures, setFailures] = useState(0);
  const [times, setTimes] = useState<number | null>(null);
  const [uuid, setUuid] = useState(newUuid);
  const [forceCaptcha, setForceCaptcha] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showCaptcha = forceCaptcha || (times !== null && failures >= times);

  // The shell's code and texts are fetched once the user starts on the form (a first key or
  // tap), so they are in when the sign-in succeeds; not on arrival, where loading and running
  // them held up the page's first moments. A failure shows when the shell opens.
  const prefetched = useRef(false);
  const prefetchShell = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    loadSignedIn().catch(() => {});
  };

  useEffect(() => {
    captchaTimes()
      .then((r) => setTimes(r.times))
      .catch(() => setTimes(null));
  }, []);

  const submit = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      const r = await login({
        username: v.username.trim(),
        password: await encryptPassword(v.password),
        clientType: ClientType.WEB,
        ...(showCaptcha ? { captcha: v.captcha ?? '', uuid } : {}),
      });
      session.signedIn(r);
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof RequestError && err.code !== 0) {
        setError(err.message || t('auth.loginFailed'));
        setFailures((n) => n + 1);
        if (CAPTCHA_CODES.includes(err.code)) setForceCaptcha(true);
      } else {
        setError(t('auth.requestError'));
      }
      // A captcha is good for one try.
      setUuid(newUuid());
      form.setFieldValue('captcha', '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(135deg, #e8f0fe 0%, #f5f7fa 60%)' }}>
      <Flex justify="flex-end" style={{ padding: 12 }}>
        <LanguageChoice />
      </Flex>
      <Flex justify="center" align="center" style={{ flex: 1, padding: 16 }}>
        {/* A plain panel, not antd's Card and Typography: they would double this route's code. */}
        <main style={panel(token)}>
          <h1
            style={{
              textAlign: 'center',
              margin: '0 0 8px',
              fontSize: token.fontSizeHeading3,
              fontWeight: 600,
            }}
          >
            {t('app.title')}
          </h1>
          <p style={{ textAlign: 'center', margin: '0 0 24px', color: token.colorTextSecondary }}>
            {t('auth.signInHint')}
          </p>
          <ErrorNote problem={error} style={{ marginBottom: 16 }} testId="login-error" />
          <Form
            form={form}
            layout="vertical"
            onFinish={(v) => void submit(v)}
            onValuesChange={prefetchShell}
            onPointerDown={prefetchShell}
            requiredMark={false}
          >
            <Form.Item
              name="username"
              label={t('auth.account')}
              rules={[
                { required: true, whitespace: true, message: t('auth.accountRequired') },
                { max: LOGIN_ACCOUNT_MAX },
              ]}
            >
              <Input
                prefix={<UserOutlined />}
                autoComplete="username"
                autoFocus
                data-testid="login-username"
              />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('auth.password')}
              rules={[{ required: true, message: t('auth.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                data-testid="login-password"
              />
            </Form.Item>
            {showCaptcha && (
              <Form.Item label={t('auth.captcha')} required>
                {/* Input and image both 40 px high, centred on one line. */}
                <Flex gap={8} align="center">
                  <Form.Item
                    name="captcha"
                    noStyle
                    rules={[{ required: true, message: t('auth.captchaRequired') }]}
                  >
                    <Input
                      prefix={<SafetyOutlined />}
                      style={{ height: 40 }}
                      maxLength={4}
                      autoComplete="off"
                      data-testid="login-captcha"
                    />
                  </Form.Item>
                  <Tooltip title={t('auth.captchaRefresh')}>
                    <button
                      type="button"
                      onClick={() => setUuid(newUuid())}
                      style={{
                        display: 'block',
                        flex: 'none',
                        border: 0,
                        padding: 0,
                        background: 'none',
                        cursor: 'pointer',
                      }}
                      aria-label={t('auth.captchaRefresh')}
                    >
                      <img
                        src={captchaUrl(serverConfig().baseURL, uuid)}
                        alt={t('auth.captcha')}
                        width={120}
                        height={40}
                        style={{ display: 'block' }}
                        data-testid="login-captcha-image"
                      />
                    </button>
                  </Tooltip>
                </Flex>
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
              {t('auth.signIn')}
            </Button>
          </Form>
        </main>
      </Flex>
    </Layout>
  );
}
