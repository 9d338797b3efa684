import { DATA_KINDS, type DataRetention, dataRetention } from '@rpa/contracts';
import { defineSetting } from '../../platform/settings';

/** Until someone chooses otherwise every kind is kept permanently: nothing is removed unasked. */
const DEFAULTS = Object.fromEntries(DATA_KINDS.map((k) => [k, 0])) as DataRetention;

export const retention = defineSetting('data.retention', dataRetention, DEFAULTS);
