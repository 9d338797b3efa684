/** The path the console is served under (vite's `base`, the server's console prefix). */
export const CONSOLE_BASE = '/console';

/**
 * The page the browser shows now, as a router path with its query. React
 * renders a navigation in a transition, so on a busy machine `useLocation`
 * can still name the previous page when a click arrives.
 */
export const currentPage = () =>
  `${window.location.pathname.slice(CONSOLE_BASE.length) || '/'}${window.location.search}`;
