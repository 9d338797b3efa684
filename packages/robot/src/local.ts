import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerMessage, VariableForRobot } from '@rpa/contracts';

export type VariableReply = Extract<ServerMessage, { type: 'variable.reply' }>;
export type ItemReply = Extract<ServerMessage, { type: 'item.reply' }>;

/** A task data request of a run, as the robot relays it (docs/robot-protocol.md, "Task data"). */
export type ItemAsk =
  | { type: 'item.next'; space: string }
  | { type: 'item.done'; itemId: number; output?: unknown }
  | { type: 'item.fail'; itemId: number; reason: string }
  | { type: 'item.add'; space: string; content: unknown };

/** What a run asks of the robot through its local endpoint: a variable read or write. */
export type LocalRequest = { kind: 'get'; name: string } | { kind: 'set'; name: string; value: string };

/** A run the local endpoint answers for, known by its token. */
export interface LocalRun {
  /** Answers for the run's task; told of every value passing, so passwords can be masked. */
  answer(request: LocalRequest): Promise<VariableReply>;
  /** Relays a task data request for the run's task. */
  item(request: ItemAsk): Promise<ItemReply>;
  /** Reports a business field's value for the run's task; `error` when the server refused it. */
  field?(key: string, value: string): Promise<{ error?: string }>;
  /**
   * Asks the server for the run's process documents: `/documents` (the list)
   * or `/document?name=&folder=` (one file's bytes), as the robot itself.
   */
  document?(path: string): Promise<Response>;
}

const MAX_BODY = 64 * 1024;
/** An item's content may hold 500 KB of JSON. */
const MAX_ITEM_BODY = 1024 * 1024;

/**
 * The robot's local endpoint (docs/process-package.md, "Variables during a
 * run"): HTTP on 127.0.0.1 only, each run with a token of its own, passed to
 * it as RPA_RUN_TOKEN beside RPA_ROBOT_URL. `POST /var/get { name }` and
 * `POST /var/set { name, value }` with `Authorization: Bearer <token>` answer
 * `{ values, errors }` as the server replied; `rpa-robot var` is its client.
 */
export class LocalDesk {
  private server: Server | null = null;
  private readonly runs = new Map<string, LocalRun>();
  url = '';

  /** Registers a run; answers its environment, and the function that forgets it. */
  async open(run: LocalRun): Promise<{ env: Record<string, string>; close: () => void }> {
    if (!this.server) await this.listen();
    const token = randomBytes(24).toString('hex');
    this.runs.set(token, run);
    return { env: { RPA_ROBOT_URL: this.url, RPA_RUN_TOKEN: token }, close: () => this.runs.delete(token) };
  }

  async close(): Promise<void> {
    const s = this.server;
    this.server = null;
    this.runs.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Checks a run's task data request and relays it: `{ item }` or `{ error }`. */
  private item(
    run: LocalRun,
    kind: string,
    raw: Buffer | null,
    reply: (status: number, body: unknown) => void,
  ) {
    let body: { space?: unknown; id?: unknown; output?: unknown; reason?: unknown; content?: unknown };
    try {
      if (!raw) return reply(400, { error: 'the body is too large' });
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      return reply(400, { error: 'the body must be JSON' });
    }
    const space = typeof body.space === 'string' && body.space ? body.space : null;
    const id = typeof body.id === 'number' && Number.isInteger(body.id) && body.id > 0 ? body.id : null;
    let ask: ItemAsk;
    if (kind === 'next' || kind === 'add') {
      if (!space) return reply(400, { error: 'a space name is needed' });
      if (kind === 'add' && body.content === undefined) return reply(400, { error: 'the content is needed' });
      ask =
        kind === 'next' ? { type: 'item.next', space } : { type: 'item.add', space, content: body.content };
    } else {
      if (!id) return reply(400, { error: 'an item id is needed' });
      if (kind === 'fail' && (typeof body.reason !== 'string' || !body.reason)) {
        return reply(400, { error: 'a reason is needed' });
      }
      ask =
        kind === 'done'
          ? { type: 'item.done', itemId: id, ...(body.output === undefined ? {} : { output: body.output }) }
          : { type: 'item.fail', itemId: id, reason: String(body.reason) };
    }
    run.item(ask).then(
      (r) => reply(r.error ? 422 : 200, r.error ? { error: r.error } : { item: r.item }),
      (err: Error) => reply(502, { error: err.message }),
    );
  }

  /** `GET /doc/list` and `GET /doc/get?name=&folder=`: the server's answer, streamed through. */
  private async document(run: LocalRun, url: string, res: ServerResponse): Promise<void> {
    const fail = (status: number, error: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error }));
    };
    const { pathname, search } = new URL(url, 'http://local');
    const path =
      pathname === '/doc/list' ? '/documents' : pathname === '/doc/get' ? `/document${search}` : null;
    if (!path) return fail(404, 'GET /doc/list or /doc/get?name=&folder=');
    if (!run.document) return fail(501, 'this robot offers no process documents');
    try {
      const answer = await run.document(path);
      const type = answer.headers.get('content-type') ?? 'application/octet-stream';
      if (type.startsWith('application/json')) {
        const body = (await answer.json()) as { code?: number; msg?: string; result?: unknown };
        if (body.code !== 0) return fail(422, body.msg ?? `HTTP ${answer.status}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ documents: body.result }));
      }
      res.writeHead(200, { 'content-type': type });
      if (answer.body)
        await pipeline(Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream), res);
      else res.end();
    } catch (err) {
      if (!res.headersSent) fail(502, (err as Error).message);
      else res.destroy();
    }
  }

  /** `POST /field/set { key, value }`: relays a business field report; `{}` once stored, or `{ error }`. */
  private async field(
    run: LocalRun,
    req: import('node:http').IncomingMessage,
    reply: (status: number, body: unknown) => void,
  ): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of req as AsyncIterable<Buffer>) {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    }
    let body: { key?: unknown; value?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
    } catch {
      return reply(400, { error: 'the body must be JSON' });
    }
    if (size > MAX_BODY || typeof body.key !== 'string' || !body.key || typeof body.value !== 'string') {
      return reply(400, { error: 'a field key and a value are needed' });
    }
    if (!run.field) return reply(404, { error: 'this robot does not report business fields' });
    try {
      const r = await run.field(body.key, body.value);
      reply(r.error ? 422 : 200, r.error ? { error: r.error } : {});
    } catch (err) {
      reply(502, { error: (err as Error).message });
    }
  }

  private async listen(): Promise<void> {
    const server = createServer((req, res) => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const run = this.runs.get(token);
      if (!run) return reply(401, { error: 'unknown run token' });
      if (req.method === 'GET' && req.url?.startsWith('/doc/')) return void this.document(run, req.url, res);
      if (req.method === 'POST' && req.url === '/field/set') return void this.field(run, req, reply);
      const itemKind = /^\/item\/(next|done|fail|add)$/.exec(req.url ?? '')?.[1];
      const kind =
        req.method === 'POST' && req.url === '/var/get' ? 'get' : req.url === '/var/set' ? 'set' : null;
      if ((!kind && !itemKind) || req.method !== 'POST') {
        return reply(404, { error: 'POST /var/get, /var/set or /item/next|done|fail|add' });
      }
      const limit = itemKind ? MAX_ITEM_BODY : MAX_BODY;
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= limit) chunks.push(c);
      });
      req.on('end', () => {
        if (itemKind) return this.item(run, itemKind, size > limit ? null : Buffer.concat(chunks), reply);
        if (!kind) return;
        let body: { name?: unknown; value?: unknown };
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          return reply(400, { error: 'the body must be JSON' });
        }
        if (size > MAX_BODY || typeof body.name !== 'string' || !body.name) {
          return reply(400, { error: 'a variable name is needed' });
        }
        if (kind === 'set' && (typeof body.value !== 'string' || !body.value)) {
          return reply(400, { error: 'a value is needed' });
        }
        const request: LocalRequest =
          kind === 'get' ? { kind, name: body.name } : { kind, name: body.name, value: String(body.value) };
        run.answer(request).then(
          (r) => reply(200, { values: r.values, errors: r.errors }),
          (err: Error) => reply(502, { error: err.message }),
        );
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    server.unref();
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
}

/**
 * `rpa-robot field set KEY VALUE`, inside a run: reports a business field's
 * value through the robot's local endpoint (docs/process-package.md). Exit 1
 * with the server's reason on standard error when refused, 2 on wrong usage.
 */
export async function fieldCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string; err: string }> {
  const [kind, key, value, ...rest] = argv;
  if (kind !== 'set' || !key || value === undefined || rest.length) {
    return { code: 2, out: '', err: 'usage: rpa-robot field set KEY VALUE' };
  }
  if (!env.RPA_ROBOT_URL || !env.RPA_RUN_TOKEN) {
    return {
      code: 2,
      out: '',
      err: 'rpa-robot field works only inside a run (RPA_ROBOT_URL and RPA_RUN_TOKEN)',
    };
  }
  try {
    const res = await fetch(`${env.RPA_ROBOT_URL}/field/set`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.RPA_RUN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key, value }),
    });
    const body = (await res.json()) as { error?: string };
    return res.ok
      ? { code: 0, out: '', err: '' }
      : { code: 1, out: '', err: body.error ?? `HTTP ${res.status}` };
  } catch (err) {
    return { code: 1, out: '', err: (err as Error).message };
  }
}

/**
 * `rpa-robot var get NAME` / `rpa-robot var set NAME VALUE`, inside a run:
 * asks the robot's local endpoint (RPA_ROBOT_URL, RPA_RUN_TOKEN). Get prints
 * the value; both exit 1 with the reason on standard error when refused, 2 on
 * wrong usage.
 */
export async function varCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string; err: string }> {
  const [kind, name, value, ...rest] = argv;
  const usage = 'usage: rpa-robot var get NAME | rpa-robot var set NAME VALUE';
  if (!name || rest.length || (kind === 'get' && value !== undefined) || (kind === 'set' && !value)) {
    return { code: 2, out: '', err: usage };
  }
  if (kind !== 'get' && kind !== 'set') return { code: 2, out: '', err: usage };
  if (!env.RPA_ROBOT_URL || !env.RPA_RUN_TOKEN) {
    return {
      code: 2,
      out: '',
      err: 'rpa-robot var works only inside a run (RPA_ROBOT_URL and RPA_RUN_TOKEN)',
    };
  }
  try {
    const res = await fetch(`${env.RPA_ROBOT_URL}/var/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.RPA_RUN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(kind === 'get' ? { name } : { name, value }),
    });
    const body = (await res.json()) as {
      values?: VariableForRobot[];
      errors?: Array<{ name: string; message: string }>;
      error?: string;
    };
    if (!res.ok) return { code: 1, out: '', err: body.error ?? `HTTP ${res.status}` };
    const refused = body.errors?.[0];
    if (refused) return { code: 1, out: '', err: `${refused.name}: ${refused.message}` };
    return { code: 0, out: kind === 'get' ? (body.values?.[0]?.value ?? '') : '', err: '' };
  } catch (err) {
    return { code: 1, out: '', err: (err as Error).message };
  }
}

/**
 * `rpa-robot item next SPACE | done ID [OUTPUT_JSON] | fail ID REASON | add SPACE JSON`,
 * inside a run: asks the robot's local endpoint (RPA_ROBOT_URL, RPA_RUN_TOKEN).
 * next prints the item as JSON, or nothing with exit code 3 when the queue is
 * empty; add prints the new item. Exit 1 with the reason on standard error when
 * refused, 2 on wrong usage.
 */
export async function itemCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; out: string; err: string }> {
  const [kind, first, second, ...rest] = argv;
  const usage =
    'usage: rpa-robot item next SPACE | item done ID [OUTPUT_JSON] | item fail ID REASON | item add SPACE JSON';
  const bad = { code: 2, out: '', err: usage };
  if (!first || rest.length) return bad;
  const json = (text: string): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch {
      return { ok: false };
    }
  };
  let body: Record<string, unknown>;
  const id = Number(first);
  switch (kind) {
    case 'next':
      if (second !== undefined) return bad;
      body = { space: first };
      break;
    case 'add': {
      if (second === undefined) return bad;
      const content = json(second);
      if (!content.ok) return { code: 2, out: '', err: 'the content must be JSON' };
      body = { space: first, content: content.value };
      break;
    }
    case 'done': {
      if (!Number.isInteger(id) || id <= 0) return bad;
      const output = second === undefined ? null : json(second);
      if (output && !output.ok) return { code: 2, out: '', err: 'the output must be JSON' };
      body = output?.ok ? { id, output: output.value } : { id };
      break;
    }
    case 'fail':
      if (!Number.isInteger(id) || id <= 0 || !second) return bad;
      body = { id, reason: second };
      break;
    default:
      return bad;
  }
  if (!env.RPA_ROBOT_URL || !env.RPA_RUN_TOKEN) {
    return {
      code: 2,
      out: '',
      err: 'rpa-robot item works only inside a run (RPA_ROBOT_URL and RPA_RUN_TOKEN)',
    };
  }
  try {
    const res = await fetch(`${env.RPA_ROBOT_URL}/item/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.RPA_RUN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { item?: unknown; error?: string };
    if (!res.ok) return { code: 1, out: '', err: answer.error ?? `HTTP ${res.status}` };
    if (kind === 'next' && !answer.item) return { code: 3, out: '', err: '' };
    return { code: 0, out: kind === 'next' || kind === 'add' ? JSON.stringify(answer.item) : '', err: '' };
  } catch (err) {
    return { code: 1, out: '', err: (err as Error).message };
  }
}

/**
 * `rpa-robot doc list` / `rpa-robot doc get PATH [OUT_FILE]`, inside a run:
 * the documents of the run's process through the robot's local endpoint.
 * list prints `folder/name<TAB>size` lines; get writes the file to OUT_FILE
 * (or standard output). Exit 1 with the reason when refused, 2 on wrong usage.
 */
export async function docCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  write: (bytes: Uint8Array) => void = (b) => process.stdout.write(b),
): Promise<{ code: number; out: string; err: string }> {
  const [kind, target, out, ...rest] = argv;
  const usage = 'usage: rpa-robot doc list | rpa-robot doc get [FOLDER/]NAME [OUT_FILE]';
  if (
    rest.length ||
    (kind === 'list' && target) ||
    (kind === 'get' && !target) ||
    (kind !== 'list' && kind !== 'get')
  )
    return { code: 2, out: '', err: usage };
  if (!env.RPA_ROBOT_URL || !env.RPA_RUN_TOKEN)
    return {
      code: 2,
      out: '',
      err: 'rpa-robot doc works only inside a run (RPA_ROBOT_URL and RPA_RUN_TOKEN)',
    };
  const headers = { authorization: `Bearer ${env.RPA_RUN_TOKEN}` };
  try {
    if (kind === 'list') {
      const res = await fetch(`${env.RPA_ROBOT_URL}/doc/list`, { headers });
      const body = (await res.json()) as {
        documents?: Array<{ folder: string; name: string; size: number }>;
        error?: string;
      };
      if (!res.ok) return { code: 1, out: '', err: body.error ?? `HTTP ${res.status}` };
      return {
        code: 0,
        out: (body.documents ?? []).map((d) => `${d.folder}${d.name}\t${d.size}`).join('\n'),
        err: '',
      };
    }
    const parts = (target ?? '').split('/');
    const name = parts.pop() ?? '';
    const query = new URLSearchParams({ name, folder: parts.join('/') });
    const res = await fetch(`${env.RPA_ROBOT_URL}/doc/get?${query}`, { headers });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { error?: string };
      return { code: 1, out: '', err: body.error ?? `HTTP ${res.status}` };
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (out) await writeFile(out, bytes);
    else write(bytes);
    return { code: 0, out: '', err: '' };
  } catch (err) {
    return { code: 1, out: '', err: (err as Error).message };
  }
}
