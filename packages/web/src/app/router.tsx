import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import type { ErrorStatus } from '../features/errors/ErrorPage';
import { ModuleMissing } from '../features/errors/ModuleMissing';
import { withCatalogue } from '../i18n';
import { CONSOLE_BASE } from './base';
import { loadChunk } from './chunk';
import { pageFallback } from './fallback';
import { Guard } from './guard';
import { lazyPage } from './lazyPage';
import { loadSignedIn } from './signedIn';

const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
const OutLoginPage = lazyPage(withCatalogue(() => import('../features/auth/OutLoginPage')));
const ErrorPage = lazy(() =>
  loadChunk(() => import('../features/errors/ErrorPage').then((m) => ({ default: m.ErrorPage })), {
    default: ModuleMissing,
  }),
);
const MenuRoutes = lazyPage(loadSignedIn);
const SharePage = lazyPage(withCatalogue(() => import('../features/videos/SharePage')));
const players = (name: 'DualPage' | 'TriplePage' | 'FourPage') =>
  lazyPage(
    withCatalogue(() => import('../features/videos/MultiPlayerPage').then((m) => ({ default: m[name] }))),
  );
const FleetPage = lazyPage(withCatalogue(() => import('../features/upgrades/FleetPage')));
const DualPage = players('DualPage');
const TriplePage = players('TriplePage');
const FourPage = players('FourPage');

const page = (Page: ReturnType<typeof lazyPage>) => (
  <Suspense fallback={pageFallback}>
    <Page />
  </Suspense>
);

const ERRORS: ErrorStatus[] = ['403', '404', '405', '400', '500'];

export const router = createBrowserRouter(
  [
    {
      element: <Guard />,
      // A failed navigation must not take the app down: show the server-error page.
      errorElement: (
        <Suspense fallback={pageFallback}>
          <ErrorPage status="500" />
        </Suspense>
      ),
      children: [
        { path: '/user/login', element: page(LoginPage) },
        { path: '/outLogin', element: page(OutLoginPage) },
        // Shared run records need no token; the players are constant routes too (console-core.md §2).
        { path: '/video/share', element: page(SharePage) },
        { path: '/video/dual', element: page(DualPage) },
        { path: '/video/triple', element: page(TriplePage) },
        { path: '/video/fouth', element: page(FourPage) },
        // With the error pages (console-core.md §2): the robots' own upgrade state, for a signed-in manager.
        { path: '/upgrade', element: page(FleetPage) },
        ...ERRORS.map((status) => ({
          path: `/${status}`,
          element: (
            <Suspense fallback={pageFallback}>
              <ErrorPage status={status} />
            </Suspense>
          ),
        })),
        { path: '*', element: page(MenuRoutes) },
      ],
    },
  ],
  { basename: CONSOLE_BASE },
);
