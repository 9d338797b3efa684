import { createRoot } from 'react-dom/client';
import { setClient } from '../api/client';
import { createRequestClient } from '../api/request';
import { setTimeZone } from '../components/time';
import i18n, { currentLang, initI18n, initialLang } from '../i18n';
import { App } from './App';
import { notify } from './notify';
import { loadServerConfig } from './serverConfig';
import { sessionEnded } from './session/logout';
import { session } from './session/store';
import { loadSignedIn } from './signedIn';
import { warmFirstScreen } from './warmup';

export async function bootstrap(): Promise<void> {
  // A page restored from the back-forward cache still holds the session it had
  // in memory; after a logout that would show signed-in pages again. Reloading
  // makes the guard judge it against what is stored now.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) window.location.reload();
  });
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const warm = warmFirstScreen();
  let config: Awaited<ReturnType<typeof loadServerConfig>>;
  try {
    config = await loadServerConfig();
  } catch (err) {
    root.render(
      <p style={{ padding: 24 }}>Cannot load server configuration / 无法加载服务配置: {String(err)}</p>,
    );
    return;
  }
  setTimeZone(config.TIMEZONE);
  await initI18n(initialLang(config.APP_LANG));
  // The shell's code is on its way: its catalogue of the language now known goes with it.
  if (warm.shell) loadSignedIn().catch(() => {});
  setClient(
    createRequestClient({
      baseURL: config.baseURL,
      getToken: () => session.get().token,
      getSigningKey: () => session.get().signKey,
      getLang: currentLang,
      notifyError: (msg) => notify.error(msg),
      onSessionInvalid: () => {
        if (session.get().token) sessionEnded();
      },
      text: (key) => i18n.t(`request.${key}`),
    }),
  );
  root.render(<App />);
}
