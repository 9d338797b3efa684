import { RequestError } from '../../api/request';
import { notify } from '../notify';
import { session } from './store';

/**
 * Logout (console-core.md §4): clear token, permissions, identity and tabs,
 * call logout and clearCookie, then go to /console/, also when the calls fail
 * (their message is shown). `replace` keeps the back button from returning.
 */
export async function logout(): Promise<void> {
  const { token } = session.get();
  session.clear();
  try {
    // Loaded on use: the calls' declarations stay off the pages that never sign out.
    const { clearCookie, logout: logoutCall } = await import('../../api/auth');
    if (token) await logoutCall(token);
    await clearCookie();
  } catch (err) {
    if (err instanceof RequestError && err.message) notify.error(err.message);
  }
  window.location.replace(import.meta.env.BASE_URL);
}

let ending = false;

/** The server said the session is over (4003/4005/4007/4008/4009): back to login. */
export function sessionEnded(): void {
  // Once, and without re-rendering first: the router would move to login
  // and the reload below would then load it a second time.
  if (ending) return;
  ending = true;
  session.forgetStored();
  window.location.replace(`${import.meta.env.BASE_URL}user/login`);
}
