import { type AdSettings, adSettings as rules } from '@rpa/contracts';
import { defineSetting } from '../../platform/settings';

/** The AD domain (console-administration.md §3): no directory until an address is saved; the password sealed. */
export const adSettings = defineSetting(
  'ad.domain',
  rules,
  {
    address: '',
    port: 389,
    targetAddress: '',
    account: '',
    password: '',
    version: 3,
    frequency: 'daily',
  } satisfies AdSettings,
  ['password'],
);
