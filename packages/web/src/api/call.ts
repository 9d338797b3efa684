import type { InputOf, ResultOf, RouteContract } from '@rpa/contracts';
import { api } from './client';
import type { CallOptions } from './request';

/**
 * Calls a route of the contracts (packages/contracts/src/routes): method and
 * path come from the declaration, and the result is typed from its schema.
 * A GET sends the input as its query, a POST as its JSON body.
 */
export function call<C extends RouteContract>(
  contract: C,
  input?: InputOf<C>,
  opts?: CallOptions,
): Promise<ResultOf<C>> {
  const values = (input ?? undefined) as Record<string, unknown> | undefined;
  return contract.method === 'GET'
    ? api().get<ResultOf<C>>(contract.path, values, opts)
    : api().post<ResultOf<C>>(contract.path, values, opts);
}

/**
 * Uploads a form (a file and text fields) to an `upload` route, with the
 * route's input (if any) as the query; 10-minute timeout, progress.
 */
export function upload<C extends RouteContract>(
  contract: C,
  form: FormData,
  { query, ...opts }: CallOptions & { query?: InputOf<C> } = {},
): Promise<ResultOf<C>> {
  return api().send<ResultOf<C>>(
    { method: 'POST', url: contract.path, data: form, params: query ?? undefined },
    { ...opts, file: true },
  );
}

/** Fetches the file a `download` route answers. */
export function download<C extends RouteContract>(
  contract: C,
  input?: InputOf<C>,
  opts: CallOptions = {},
): Promise<Blob> {
  const values = (input ?? undefined) as Record<string, unknown> | undefined;
  return api().send<Blob>(
    contract.method === 'GET'
      ? { method: 'GET', url: contract.path, params: values }
      : { method: 'POST', url: contract.path, data: values ?? {} },
    { file: true, responseType: 'blob', ...opts },
  );
}
