import { withCatalogue } from '../i18n';

/**
 * The code and texts of everything behind sign-in. The login page fetches
 * them while the user types, so the shell opens at once after signing in.
 */
export const loadSignedIn = withCatalogue(() => import('./menuRoutes'));
