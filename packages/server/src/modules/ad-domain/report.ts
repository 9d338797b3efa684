import type { AdSyncReport, Lang, MessageKey } from '@rpa/contracts';
import { t } from '../../platform/http/errors';

/** Names kept per list of a report; the counts are of all. */
const NAMES_KEPT = 100;

/** A message kept as its key, read in each reader's language. */
export interface StoredText {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** What a sync changed, as it goes. */
export interface Changes {
  departments: { created: string[]; updated: string[] };
  users: {
    created: string[];
    updated: string[];
    locked: string[];
    skipped: Array<{ name: string; reason: StoredText }>;
  };
}

export function noChanges(): Changes {
  return {
    departments: { created: [], updated: [] },
    users: { created: [], updated: [], locked: [], skipped: [] },
  };
}

type Named = { count: number; names: string[] };

/** The report as `ad_sync.last_report` keeps it: messages as keys. */
export interface StoredReport {
  trigger: AdSyncReport['trigger'];
  startedBy: string;
  startedAt: string;
  finishedAt: string;
  error: StoredText | null;
  departments: { created: Named; updated: Named };
  users: {
    created: Named;
    updated: Named;
    locked: Named;
    skipped: { count: number; items: Array<{ name: string; reason: StoredText }> };
  };
}

const named = (names: string[]): Named => ({ count: names.length, names: names.slice(0, NAMES_KEPT) });

export function storedReport(
  run: { trigger: AdSyncReport['trigger']; startedBy: string; startedAt: Date },
  changes: Changes,
  error: StoredText | null,
): StoredReport {
  const { departments: d, users: u } = changes;
  return {
    trigger: run.trigger,
    startedBy: run.startedBy,
    startedAt: run.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    error,
    departments: { created: named(d.created), updated: named(d.updated) },
    users: {
      created: named(u.created),
      updated: named(u.updated),
      locked: named(u.locked),
      skipped: { count: u.skipped.length, items: u.skipped.slice(0, NAMES_KEPT) },
    },
  };
}

/** A stored report in the reader's language. */
export function reportIn(lang: Lang, r: StoredReport): AdSyncReport {
  const say = (m: StoredText) => t(lang, m.key, m.params);
  return {
    ...r,
    ok: r.error === null,
    error: r.error ? say(r.error) : '',
    users: {
      ...r.users,
      skipped: {
        count: r.users.skipped.count,
        items: r.users.skipped.items.map((i) => ({ name: i.name, reason: say(i.reason) })),
      },
    },
  };
}
