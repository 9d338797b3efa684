import type { LiveEvent } from '@rpa/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Lists are fetched again at most this often however many changes arrive: rows already shown change at once. */
const REFETCH_EVERY_MS = 1500;

type Row = { id: number } & Record<string, unknown>;

/** A cached page (`records`) or list with the row `id`, that row's `field` set to `value`; anything else unchanged. */
function withRow(data: unknown, id: number, field: string, value: string): unknown {
  const set = (rows: unknown[]) => {
    let changed = false;
    const next = rows.map((r) => {
      const row = r as Row;
      if (row?.id !== id || row[field] === value) return r;
      changed = true;
      return { ...row, [field]: value };
    });
    return changed ? next : rows;
  };
  if (Array.isArray(data)) {
    const next = set(data);
    return next === data ? data : next;
  }
  if (data && typeof data === 'object') {
    const o = data as Record<string, unknown>;
    if (Array.isArray(o.records)) {
      const records = set(o.records);
      return records === o.records ? data : { ...o, records };
    }
    if (o.id === id && field in o && o[field] !== value) return { ...o, [field]: value };
  }
  return data;
}

/**
 * Turns pushed changes into cache updates: the row or drawer showing the
 * task or robot changes in place at once, then the open lists and
 * counters are fetched again (throttled) for what a row cannot say (new
 * runs, times, counts).
 */
export function createLiveApplier(client: QueryClient) {
  const due = new Map<string, ReturnType<typeof setTimeout>>();
  let connectedBefore = false;
  const refetchSoon = (key: QueryKey) => {
    const name = JSON.stringify(key);
    if (due.has(name)) return;
    due.set(
      name,
      setTimeout(() => {
        due.delete(name);
        // A fetch under way is left to finish (cancelling it at each change would starve a
        // slow view on a busy system); the view is asked again once it has.
        if (client.isFetching({ queryKey: key }) > 0) {
          refetchSoon(key);
          return;
        }
        void client.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      }, REFETCH_EVERY_MS),
    );
  };
  return {
    apply(event: LiveEvent): void {
      switch (event.type) {
        case 'task':
          client.setQueriesData({ queryKey: ['tasks'] }, (d: unknown) =>
            withRow(d, event.id, 'state', event.state),
          );
          refetchSoon(['tasks']);
          refetchSoon(['dashboard']);
          return;
        case 'robot':
          client.setQueriesData({ queryKey: ['robots'] }, (d: unknown) =>
            withRow(d, event.id, 'runState', event.state),
          );
          refetchSoon(['robots']);
          // A run on a robot bound to the caller but started by someone else reaches
          // the local running screen only through its robot's change.
          refetchSoon(['tasks', 'running']);
          return;
        case 'housekeeper':
          // A steward's connection is also the desktop state of its robots.
          refetchSoon(['housekeepers']);
          refetchSoon(['robots']);
          return;
        case 'message':
          refetchSoon(['unread']);
          refetchSoon(['latestUnread']);
          refetchSoon(['inbox']);
          return;
        case 'ready':
          // The first connection follows the page's own fetches; a reconnection may have missed changes.
          if (connectedBefore) void client.invalidateQueries(undefined, { cancelRefetch: false });
          connectedBefore = true;
          return;
        case 'resync':
          void client.invalidateQueries(undefined, { cancelRefetch: false });
          return;
      }
    },
    dispose(): void {
      for (const t of due.values()) clearTimeout(t);
      due.clear();
    },
  };
}
