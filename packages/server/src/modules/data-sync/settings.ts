import { type DataSyncSettings, dataSyncSettings as rules } from '@rpa/contracts';
import { defineSetting } from '../../platform/settings';

/** The sync target (console-administration.md §3 "Sync config"): none until saved; the password sealed. */
export const syncSettings = defineSetting(
  'dataSync.target',
  rules,
  { enabled: false, kind: 'postgresql', url: '', user: '', password: '' } satisfies DataSyncSettings,
  ['password'],
);

/** Names the target the data is copied to: another one is copied to from scratch. */
export function targetName(s: Pick<DataSyncSettings, 'kind' | 'url' | 'user'>): string {
  return `${s.kind} ${s.url} ${s.user}`;
}
