import { z } from 'zod';
import type { Bilingual } from './i18n';
import type { MessageKey } from './messages';
import { hasNul, nameText, plainText, textLength } from './text';

/**
 * Custom fields (console-administration.md §2, §3, §5; menu 1805): process
 * log fields, whose values running processes report (docs/robot-protocol.md,
 * "Business fields"), and service parameters. Every rule here is obeyed by
 * the console's forms, the server and the robot's reports alike.
 */

/** The spec's types: string, number, date, and the listed password, integer, long integer, decimal, datetime. */
export const LOG_FIELD_TYPES = [
  'string',
  'number',
  'date',
  'password',
  'integer',
  'long',
  'decimal',
  'datetime',
] as const;
export type LogFieldType = (typeof LOG_FIELD_TYPES)[number];
export const LOG_FIELD_TYPE_LABELS: Record<LogFieldType, Bilingual> = {
  string: { zh_CN: '字符串', en_US: 'String' },
  number: { zh_CN: '数字', en_US: 'Number' },
  date: { zh_CN: '日期', en_US: 'Date' },
  password: { zh_CN: '密码', en_US: 'Password' },
  integer: { zh_CN: '整数', en_US: 'Integer' },
  long: { zh_CN: '长整数', en_US: 'Long integer' },
  decimal: { zh_CN: '小数', en_US: 'Decimal' },
  datetime: { zh_CN: '日期时间', en_US: 'Date and time' },
};
/** Types compared as numbers when run records are filtered by them. */
export const NUMERIC_FIELD_TYPES: readonly LogFieldType[] = ['number', 'integer', 'long', 'decimal'];

export const LOG_FIELD_NAME_MIN = 2;
export const LOG_FIELD_NAME_MAX = 64;
export const LOG_FIELD_KEY_MAX = 30;
export const LOG_FIELD_KEY_PATTERN = /^[a-z][a-z_]*$/;
export const LOG_FIELD_DESCRIPTION_MAX = 128;
export const LOG_FIELD_DECIMALS_MAX = 10;
export const FIELD_VALUE_MAX = 1000;
/** How a password value shows wherever a value is shown. */
export const MASKED_VALUE = '******';

export const logFieldKey = z
  .string({ error: 'fields.keyRequired' })
  .trim()
  .min(1, 'fields.keyRequired')
  .refine((s) => s.length <= LOG_FIELD_KEY_MAX && LOG_FIELD_KEY_PATTERN.test(s), 'fields.keyPattern');

/** The add form's fields (with `id`, the edit form's). */
export const logFieldFields = z
  .object({
    name: nameText({ min: LOG_FIELD_NAME_MIN, max: LOG_FIELD_NAME_MAX, lengthKey: 'fields.nameLength' }),
    key: logFieldKey,
    type: z.enum(LOG_FIELD_TYPES),
    /** Places after the point; decimals only (ignored for other types). */
    decimals: z.number().int().nullable().default(null),
    description: plainText(LOG_FIELD_DESCRIPTION_MAX, 'fields.descriptionLength').default(''),
    enabled: z.boolean().default(true),
    extended: z.boolean().default(false),
    /** The process it belongs to; null: every process. */
    processId: z.number().int().positive().nullable().default(null),
  })
  .superRefine((f, ctx) => {
    const d = f.decimals;
    if (f.type === 'decimal' && (d === null || d < 0 || d > LOG_FIELD_DECIMALS_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['decimals'], message: 'fields.decimalsRange' });
    }
  });
export type LogFieldFields = z.input<typeof logFieldFields>;

/** A checked value: the text stored and shown, and what it is compared as. */
export type FieldValue =
  | { ok: true; value: string; number?: string; date?: string; local?: boolean }
  | { ok: false; key: MessageKey; params: Record<string, string | number> };

const INT32 = 2n ** 31n;
const INT64 = 2n ** 63n;
const WHOLE = /^[+-]?\d{1,25}$/;
const NUMBER = /^[+-]?(\d{1,30}(\.\d{0,30})?|\.\d{1,30})([eE][+-]?\d{1,3})?$/;
const DECIMAL = /^([+-]?)(\d{1,30})(?:\.(\d{0,30}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

function realDate(y: string, m: string, d: string): boolean {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  );
}

/**
 * A reported value checked against its field's type (console-administration.md
 * §5): whole numbers within 32 or 64 bits, decimals with at most the field's
 * places (kept as given, padded to them), calendar dates, times with or
 * without an offset (`local`: the installation's zone applies).
 */
export function checkFieldValue(
  field: { key: string; type: LogFieldType; decimals: number | null },
  raw: string,
): FieldValue {
  const key = field.key;
  const refuse = (k: MessageKey, extra: Record<string, string | number> = {}): FieldValue => ({
    ok: false,
    key: k,
    params: { key, ...extra },
  });
  const text = field.type === 'password' ? raw : raw.trim();
  if (hasNul(text) || textLength(text) < 1 || textLength(text) > FIELD_VALUE_MAX)
    return refuse('fields.valueRequired');
  switch (field.type) {
    case 'string':
    case 'password':
      return { ok: true, value: text };
    case 'integer':
    case 'long': {
      const limit = field.type === 'integer' ? INT32 : INT64;
      if (!WHOLE.test(text))
        return refuse(field.type === 'integer' ? 'fields.valueInteger' : 'fields.valueLong');
      const n = BigInt(text);
      if (n < -limit || n >= limit)
        return refuse(field.type === 'integer' ? 'fields.valueInteger' : 'fields.valueLong');
      return { ok: true, value: n.toString(), number: n.toString() };
    }
    case 'number': {
      if (!NUMBER.test(text) || !Number.isFinite(Number(text))) return refuse('fields.valueNumber');
      return { ok: true, value: text.replace(/^\+/, ''), number: String(Number(text)) };
    }
    case 'decimal': {
      const places = field.decimals ?? 0;
      const m = DECIMAL.exec(text);
      if (!m || (m[3] ?? '').length > places) return refuse('fields.valueDecimal', { decimals: places });
      const sign = m[1] === '-' ? '-' : '';
      const fraction = (m[3] ?? '').padEnd(places, '0');
      const value = `${sign}${m[2]?.replace(/^0+(?=\d)/, '')}${places ? `.${fraction}` : ''}`;
      return { ok: true, value, number: value };
    }
    case 'date': {
      const m = DATE.exec(text);
      if (!m || !realDate(m[1] as string, m[2] as string, m[3] as string)) return refuse('fields.valueDate');
      return { ok: true, value: text, date: text };
    }
    case 'datetime': {
      const m = DATETIME.exec(text);
      const [h, min, s] = [Number(m?.[4]), Number(m?.[5]), Number(m?.[6] ?? 0)];
      if (!m || !realDate(m[1] as string, m[2] as string, m[3] as string) || h > 23 || min > 59 || s > 59)
        return refuse('fields.valueDatetime');
      const wall = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6] ?? '00'}`;
      return m[8]
        ? { ok: true, value: text, date: new Date(text.replace(' ', 'T')).toISOString() }
        : { ok: true, value: wall, date: wall, local: true };
    }
  }
}

/** Service parameters (per process and user): what a run receives for the user who started it. */
export const SERVICE_USER_MIN = 3;
export const SERVICE_USER_MAX = 30;
export const SERVICE_PASSWORD_MAX = 20;
export const SERVICE_EXTENDED_MAX = 500;

const sized = (min: number, max: number, key: MessageKey) =>
  z
    .string({ error: key })
    .trim()
    .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
    .refine((s) => textLength(s) >= min && textLength(s) <= max, key);

/** A business password as typed (untrimmed), 1-20 characters. */
const servicePassword = z
  .string({ error: 'service.passwordLength' })
  .refine((s) => !hasNul(s), { message: 'error.nulCharacter', abort: true })
  .refine((s) => textLength(s) >= 1 && textLength(s) <= SERVICE_PASSWORD_MAX, 'service.passwordLength');

const serviceShape = {
  processId: z.number().int().positive(),
  userId: z.number().int().positive(),
  platformUser: sized(SERVICE_USER_MIN, SERVICE_USER_MAX, 'service.platformUserLength'),
  objectId: sized(SERVICE_USER_MIN, SERVICE_USER_MAX, 'service.objectIdLength'),
  extended: plainText(SERVICE_EXTENDED_MAX, 'service.extendedLength').default(''),
};

function confirmed(f: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (f.password === '' && f.confirmPassword === '') return;
  if (f.confirmPassword === '')
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'service.confirmRequired' });
  else if (f.confirmPassword !== f.password)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'service.confirmMismatch' });
}

/** The add form: the password and its confirmation required. */
export const serviceParameterFields = z
  .object({ ...serviceShape, password: servicePassword, confirmPassword: z.string().default('') })
  .superRefine(confirmed);
export type ServiceParameterFields = z.input<typeof serviceParameterFields>;

/** The edit form: an empty password (and confirmation) keeps the stored one. */
export const serviceParameterEdit = z
  .object({
    ...serviceShape,
    id: z.number().int().positive(),
    password: z.union([z.literal(''), servicePassword]).default(''),
    confirmPassword: z.string().default(''),
  })
  .superRefine(confirmed);
