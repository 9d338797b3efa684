import { matchRoutes } from 'react-router';
import { CONSOLE_BASE } from './base';
import { isWhitelisted } from './guard';
import { router } from './router';
import { session } from './session/store';

const ignore = () => {};

/**
 * Starts fetching the first screen's code while the server configuration and
 * the language load, instead of after them: the login page for a visitor; the
 * permissions call and the shell for a signed-in user. The router's lazy
 * imports then find these modules loaded or on their way. Returns whether the
 * shell was started, so its language catalogue can follow once the language is known.
 */
export function warmFirstScreen(): { shell: boolean } {
  const path = window.location.pathname.slice(CONSOLE_BASE.length) || '/';
  const leaf = matchRoutes(router.routes, window.location.pathname, CONSOLE_BASE)?.at(-1)?.route.path;
  const signedIn = !!session.get().token;
  if (!signedIn) {
    // The guard sends a visitor to the login page from anywhere not public.
    if (leaf === '/user/login' || !isWhitelisted(path)) import('../features/auth/LoginPage').catch(ignore);
    return { shell: false };
  }
  // The guard loads the permissions first, and then goes home from the login page.
  if (!isWhitelisted(path) || leaf === '/user/login') import('../api/auth').catch(ignore);
  const shell = leaf === '*' || leaf === '/user/login';
  if (shell) import('./menuRoutes').catch(ignore);
  return { shell };
}
