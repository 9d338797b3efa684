import { create } from 'zustand';
import { StorageKey } from '../../session/keys';
import { secureStore } from '../../session/storage';

export interface Tab {
  /** Path with its query: one tab per page. */
  key: string;
  /** Menu id, whose title the tab shows. */
  menuId: number;
}

interface TabsState {
  tabs: Tab[];
  /** Bumped to re-mount the active page (the "reload" action). */
  reloads: number;
}

/** Developer process edit pages are not remembered (console-core.md §2). */
const NOT_PERSISTED = ['/developer/process/edit'];

function load(): Tab[] {
  try {
    return secureStore.get<Tab[]>(StorageKey.tabs) ?? [];
  } catch {
    return [];
  }
}

export const useTabs = create<TabsState>(() => ({ tabs: load(), reloads: 0 }));

function save(tabs: Tab[]): void {
  useTabs.setState({ tabs });
  const kept = tabs.filter((t) => !NOT_PERSISTED.some((p) => t.key.startsWith(p)));
  secureStore.set(StorageKey.tabs, kept);
}

export type CloseRefusal = 'home' | 'last';

/** Tab operations. The home tab (the landing page) always stays first and cannot be closed. */
export const tabs = {
  open(tab: Tab, home: Tab): void {
    const current = useTabs.getState().tabs.filter((t) => t.key !== home.key);
    const list = current.some((t) => t.key === tab.key) || tab.key === home.key ? current : [...current, tab];
    save([home, ...list]);
  },
  /** Closes one tab; says why not when it is the home tab or the last one. */
  close(key: string, homeKey: string): CloseRefusal | null {
    const list = useTabs.getState().tabs;
    if (list.length <= 1) return 'last';
    if (key === homeKey) return 'home';
    save(list.filter((t) => t.key !== key));
    return null;
  },
  closeLeft(key: string, homeKey: string): void {
    const list = useTabs.getState().tabs;
    const i = list.findIndex((t) => t.key === key);
    save(list.filter((t, j) => j >= i || t.key === homeKey));
  },
  closeRight(key: string, homeKey: string): void {
    const list = useTabs.getState().tabs;
    const i = list.findIndex((t) => t.key === key);
    save(list.filter((t, j) => j <= i || t.key === homeKey));
  },
  closeOthers(key: string, homeKey: string): void {
    save(useTabs.getState().tabs.filter((t) => t.key === key || t.key === homeKey));
  },
  reload(): void {
    useTabs.setState((s) => ({ reloads: s.reloads + 1 }));
  },
};
