import type { IdentityId, LoginResponse, UserMenuResponse } from '@rpa/contracts';
import { create } from 'zustand';
import { StorageKey } from './keys';
import { StoredValueError, secureStore } from './storage';

/**
 * The signed-in state (console-core.md §3, Session): token and signing key
 * from login, then the menus and identities of the current identity.
 */
interface SessionState {
  token: string | null;
  signKey: string | null;
  /** Current identity (1 manager, 2 developer, 3 owner, 4 user). */
  curIden: IdentityId | null;
  /** usermenu's answer; null until permissions are loaded. */
  menu: UserMenuResponse | null;
  /** A stored value failed to decrypt. */
  corrupt: boolean;
}

function readStored(): SessionState {
  try {
    return {
      token: secureStore.get<string>(StorageKey.token) ?? null,
      signKey: secureStore.get<string>(StorageKey.signKey) ?? null,
      curIden: secureStore.get<IdentityId>(StorageKey.identity) ?? null,
      menu: null,
      corrupt: false,
    };
  } catch (err) {
    if (err instanceof StoredValueError)
      return { token: null, signKey: null, curIden: null, menu: null, corrupt: true };
    throw err;
  }
}

export const useSession = create<SessionState>(() => readStored());

export const session = {
  get: () => useSession.getState(),
  signedIn(r: LoginResponse): void {
    secureStore.set(StorageKey.token, r.token);
    secureStore.set(StorageKey.signKey, r.signKey);
    secureStore.set(StorageKey.identity, r.curIden);
    sessionStorage.removeItem(StorageKey.identityOverride);
    useSession.setState({
      token: r.token,
      signKey: r.signKey,
      curIden: r.curIden,
      menu: null,
      corrupt: false,
    });
  },
  /** The identity to ask usermenu for: the switcher's choice in session storage wins over the stored one. */
  requestedIdentity(): IdentityId | null {
    try {
      return (
        secureStore.get<IdentityId>(StorageKey.identityOverride, 'session') ?? useSession.getState().curIden
      );
    } catch {
      return useSession.getState().curIden;
    }
  },
  menuLoaded(menu: UserMenuResponse): void {
    secureStore.set(StorageKey.identity, menu.curIden);
    useSession.setState({ menu, curIden: menu.curIden });
  },
  /** Identity switcher: remember the choice for this tab, forget saved tabs, start again from the root. */
  switchIdentity(id: IdentityId): void {
    secureStore.set(StorageKey.identityOverride, id, 'session');
    localStorage.removeItem(StorageKey.tabs);
    window.location.assign(import.meta.env.BASE_URL);
  },
  /** Forgets what is stored (token, signing key, identity, tabs) and leaves the page as it is. */
  forgetStored(): void {
    for (const key of [StorageKey.token, StorageKey.signKey, StorageKey.identity, StorageKey.tabs]) {
      localStorage.removeItem(key);
    }
    sessionStorage.removeItem(StorageKey.identityOverride);
  },
  /** Forgets everything signed-in: token, permissions, stored identity and tabs. */
  clear(): void {
    session.forgetStored();
    useSession.setState({ token: null, signKey: null, curIden: null, menu: null, corrupt: false });
  },
};
