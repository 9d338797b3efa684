import type { z } from 'zod';
import { format, type Lang } from './i18n';
import { type MessageKey, messages } from './messages';

/**
 * A route as data: method, path under the API base, the permission it
 * needs, the schema of its input and of the `result` it answers. The server
 * registers its handler against this one declaration (input parsed, result
 * typed), the console's calls are typed from it, and the OpenAPI document at
 * `<API base>/openapi.json` is generated from it.
 */

/**
 * The keys per identity (1 manager, 2 developer, 3 owner, 4 user) for routes
 * several identities use: one key, or several of which any one will do (the
 * same screen under several menus).
 */
export type IdentityPermissions = Readonly<Partial<Record<1 | 2 | 3 | 4, string | readonly string[]>>>;

/** The keys that let the caller's identity through (empty: none). */
export function permissionKeys(permission: RoutePermission, identity: number): readonly string[] {
  if (typeof permission === 'string') return [permission];
  const keys = permission[identity as keyof IdentityPermissions];
  return keys === undefined ? [] : typeof keys === 'string' ? [keys] : keys;
}

/**
 * 'public' (no session), 'session' (any signed-in user), 'application' (an
 * application's open-API bearer token, docs/open-api.md), a catalogue key,
 * or one key per identity.
 */
export type RoutePermission = 'public' | 'session' | 'application' | (string & {}) | IdentityPermissions;

export type RouteKind =
  /** JSON in, the envelope `{code, msg, result}` out. */
  | 'json'
  /** multipart/form-data in (one file and text fields described by `input`), the envelope out. */
  | 'upload'
  /** JSON or query in, a file out (errors still answer the envelope). */
  | 'download'
  /**
   * A WebSocket upgrade (101), then messages of their own protocol: not
   * registered through route(); the route gives its contract in its config.
   */
  | 'websocket';

/** A route as `defineRoutes` takes it: `method` may be left out for POST, which nearly every route is. */
export interface RouteDeclaration<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** POST when left out. */
  readonly method?: 'GET' | 'POST';
  /** Path under the API base, e.g. `/sauth/role/list`. */
  readonly path: string;
  readonly permission: RoutePermission;
  /** One English line for the API reference. */
  readonly summary: string;
  /** Query (GET) or JSON body (POST); for uploads, the text fields beside the file. */
  readonly input?: I;
  /** What `result` holds on success (`z.null()` when nothing). */
  readonly result: R;
  readonly kind?: RouteKind;
  /** The domain the route belongs to (set by `defineRoutes`): the API reference's group. */
  readonly tag?: string;
}

export interface RouteContract<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>
  extends RouteDeclaration<I, R> {
  readonly method: 'GET' | 'POST';
}

/** A declared route with its method said: POST when the declaration left it out. */
export type DeclaredRoute<D> = D extends { readonly method: RouteContract['method'] }
  ? D
  : D & { readonly method: 'POST' };

/** The routes of one domain, each tagged with it and given its method (POST unless declared). */
export function defineRoutes<T extends Record<string, RouteDeclaration>>(
  tag: string,
  routes: T,
): { [K in keyof T]: DeclaredRoute<T[K]> } {
  for (const route of Object.values(routes) as { method?: string; tag?: string }[]) {
    route.method ??= 'POST';
    route.tag = tag;
  }
  return routes as { [K in keyof T]: DeclaredRoute<T[K]> };
}

/** What a caller sends: the input schema's input type (void when the route takes none). */
export type InputOf<C> = C extends { input: infer I extends z.ZodType } ? z.input<I> : undefined;
/** The parsed input a handler receives. */
export type ParsedInputOf<C> = C extends { input: infer I extends z.ZodType } ? z.output<I> : undefined;
/** What a handler returns (before the envelope). */
export type HandlerResultOf<C> = C extends { result: infer R extends z.ZodType } ? z.input<R> : never;
/** What a caller receives as `result`. */
export type ResultOf<C> = C extends { result: infer R extends z.ZodType } ? z.output<R> : never;

/**
 * One zod issue as a sentence in `lang`: a message key of the catalogue
 * (with the refinement's `params`), or zod's own text. The server and the
 * console's form rules both use it, so they refuse with the same words.
 */
export function issueMessage(issue: z.core.$ZodIssue, lang: Lang): string {
  const params = (issue as { params?: Record<string, string | number> }).params;
  return issue.message in messages
    ? format(messages[issue.message as MessageKey][lang], params)
    : issue.message;
}
