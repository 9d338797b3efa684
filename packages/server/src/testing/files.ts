import { type Envelope, signatureHeaders } from '@rpa/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from './client';

export interface UploadedFile {
  name: string;
  content: Buffer;
  folder?: string;
}

/**
 * An upload to the file screen as the console sends it: the `manifest`
 * field first, then the files; `manifest` replaces the one the files give
 * (to send a false one).
 */
export async function uploadFiles(
  app: FastifyInstance,
  caller: Caller,
  query: string,
  list: readonly UploadedFile[],
  opts: { lang?: string; manifest?: unknown } = {},
): Promise<{
  status: number;
  body: Envelope<{ files: Array<{ id: number; name: string; replaced: boolean }> }>;
}> {
  const form = new FormData();
  const manifest =
    opts.manifest ?? list.map((f) => ({ name: f.name, folder: f.folder ?? '', size: f.content.length }));
  form.append('manifest', JSON.stringify(manifest));
  for (const f of list) form.append('file', new Blob([f.content]), f.name);
  const encoded = new Request('http://x', { method: 'POST', body: form });
  const url = `/file/upload${query}`;
  const r = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      accesstoken: caller.token,
      ...signatureHeaders(caller.signKey, 'POST', url),
      'content-type': encoded.headers.get('content-type') ?? '',
      lang: opts.lang ?? 'en_US',
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: r.statusCode, body: r.json() };
}
