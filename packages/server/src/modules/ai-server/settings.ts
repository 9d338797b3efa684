import { type AiServerSettings, aiServerSettings } from '@rpa/contracts';
import { defineSetting } from '../../platform/settings';

/** The AI server robots use (console-administration.md §2): nothing configured until saved; the key sealed. */
export const aiServer = defineSetting(
  'ai.server',
  aiServerSettings,
  { address: '', key: '', model: '' } satisfies AiServerSettings,
  ['key'],
);
