import { z } from 'zod';
import { defineRoutes } from '../route';
import {
  deletedCount,
  departmentRef,
  emptyAsOmitted,
  idBody,
  idsBody,
  pagedList,
  timeText,
} from '../schemas';
import { hasForbiddenNameChar, plainText, rowId, rowIdParam, textLength } from '../text';

/**
 * Applications (console-administration.md §2, §3, §5; menu 1801): third
 * parties (ERP, OA, ticketing systems, AI agents) that call the open API
 * (docs/open-api.md) with an AppKey and AppSecret. The secret is shown once,
 * at creation or reset, and kept only as a hash.
 */

export const APPLICATION_NAME_MIN = 2;
export const APPLICATION_NAME_MAX = 50;
export const APPLICATION_DESCRIPTION_MAX = 500;
/** Open-API calls an application may make a minute, counted on every node together. */
export const APPLICATION_RATE_LIMIT = { min: 1, max: 100_000, default: 600 } as const;
/** Chinese characters, letters, digits and only @ _ - (§5). */
export const APPLICATION_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9@_-]+$/u;

/** An application's name: 2-50 of Chinese characters, letters, digits, @ _ -; unique whatever the case. */
export const applicationName = z
  .string({ error: 'applications.nameLength' })
  .trim()
  .refine((s) => !hasForbiddenNameChar(s), { message: 'error.nameCharacters', abort: true })
  .refine(
    (s) => {
      const n = textLength(s);
      return n >= APPLICATION_NAME_MIN && n <= APPLICATION_NAME_MAX;
    },
    { message: 'applications.nameLength', abort: true },
  )
  .refine((s) => APPLICATION_NAME_PATTERN.test(s), 'applications.nameCharacters');

/** The fields of the add form (and, with `id`, of the edit form). */
export const applicationFields = z.object({
  name: applicationName,
  description: plainText(APPLICATION_DESCRIPTION_MAX, 'applications.descriptionLength').default(''),
  departmentId: rowId,
  /** A disabled application's tokens and new token requests are refused. */
  enabled: z.boolean().default(true),
  /** Open-API calls a minute; over it, HTTP 429 with Retry-After. */
  rateLimit: z
    .number({ error: 'applications.rateLimitRange' })
    .int('applications.rateLimitRange')
    .min(APPLICATION_RATE_LIMIT.min, 'applications.rateLimitRange')
    .max(APPLICATION_RATE_LIMIT.max, 'applications.rateLimitRange')
    .default(APPLICATION_RATE_LIMIT.default),
});
export type ApplicationFields = z.input<typeof applicationFields>;

export const applicationEdit = applicationFields.extend({ id: rowId });

export const applicationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public identifier an integrator sends with the secret. */
  appKey: z.string(),
  /** The secret's first characters, to tell secrets apart; never the secret. */
  secretPrefix: z.string(),
  description: z.string(),
  ...departmentRef,
  enabled: z.boolean(),
  rateLimit: z.number().int(),
  createdBy: z.string(),
  createdAt: timeText,
  updatedAt: timeText,
  /** When the secret was last reset; null: the one given at creation. */
  secretResetAt: timeText.nullable(),
  /** When the application last obtained an access token. */
  lastTokenAt: timeText.nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

/** The answer of a create or a secret reset: the only time the secret is shown. */
export const applicationWithSecret = applicationRow.extend({ appSecret: z.string() });
export type ApplicationWithSecret = z.infer<typeof applicationWithSecret>;

export const applicationsApi = defineRoutes('applications', {
  list: pagedList({
    path: '/application/list',
    permission: '1801',
    summary:
      "Applications of the caller's departments by part of the name or AppKey and department; no secret",
    filters: {
      name: emptyAsOmitted(z.string().trim().max(APPLICATION_NAME_MAX)),
      appKey: emptyAsOmitted(z.string().trim().max(64)),
      departmentId: emptyAsOmitted(rowIdParam),
    },
    row: applicationRow,
  }),
  detail: {
    path: '/application/detail',
    permission: '1801',
    summary: 'One application, without its secret',
    input: idBody,
    result: applicationRow,
  },
  add: {
    path: '/application/add',
    permission: '1801:add',
    summary:
      'Creates an application in a department the caller manages; the answer holds the secret, shown only then',
    input: applicationFields,
    result: applicationWithSecret,
  },
  modify: {
    path: '/application/edit',
    permission: '1801:edit',
    summary: "Changes an application's name, description, department or enabled flag; the secret stays",
    input: applicationEdit,
    result: applicationRow,
  },
  resetSecret: {
    path: '/application/resetSecret',
    permission: '1801:reset',
    summary:
      'Gives an application a new secret, shown only in this answer; the old secret and its tokens stop working',
    input: idBody,
    result: applicationWithSecret,
  },
  remove: {
    path: '/application/delete',
    permission: '1801:delete',
    summary: 'Deletes applications; their tokens stop working at once',
    input: idsBody,
    result: deletedCount,
  },
});

/** Seconds an open-API access token lives. */
export const OPEN_TOKEN_TTL_SECONDS = 3600;

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4): the AppKey and AppSecret as
 * `client_id` and `client_secret` in the body (JSON or form) or as HTTP Basic.
 */
export const openTokenRequest = z.object({
  grant_type: z.literal('client_credentials', { error: 'open.grantType' }),
  client_id: z.string().max(64).optional(),
  client_secret: z.string().max(256).optional(),
});

/** The token answer: RFC 6749 §5.1's fields, inside the envelope's `result` and beside it. */
export const openToken = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type OpenToken = z.infer<typeof openToken>;

/** The application a token belongs to, as the open API sees it. */
export const openApplication = z.object({
  name: z.string(),
  appKey: z.string(),
  ...departmentRef,
});

export const openApi = defineRoutes('open', {
  token: {
    path: '/open/oauth/token',
    permission: 'public',
    summary:
      'OAuth 2.0 client credentials: an access token for an AppKey and AppSecret, valid for expires_in seconds',
    input: openTokenRequest,
    result: openToken,
  },
  application: {
    method: 'GET',
    path: '/open/application',
    permission: 'application',
    summary: 'The application the bearer token belongs to and its department',
    result: openApplication,
  },
});
