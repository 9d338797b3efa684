import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signatureHeaders } from '@rpa/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { signInOver } from '../../testing/cluster';

/**
 * An upload through the console's API far larger than the server's heap:
 * the real server in a child process with a small heap, a multipart body
 * generated on the fly, and the bytes checked on the way back. The child's
 * peak resident memory shows nothing buffered the file (a heap limit alone
 * would not: Buffers live outside the heap).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const HEAP_MB = 128;
const FILE_MB = 300;
const CHUNK = 1024 * 1024;

let child: ChildProcess | null = null;
const dataDir = mkdtempSync(path.join(tmpdir(), 'rpa-large-upload-'));
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function started(c: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    c.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/console ready at http:\/\/[\d.]+:(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    c.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out.slice(-2000)}`)));
  });
}

/** Resident memory of a process now, in MB (Linux). */
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe('a file larger than the server heap', () => {
  it(`uploads and downloads ${FILE_MB} MB through a server with a ${HEAP_MB} MB heap`, {
    timeout: 240_000,
  }, async () => {
    child = spawn(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', path.join(here, '../../main.ts')],
      {
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'info', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const port = await started(child);
    const base = `http://127.0.0.1:${port}/api`;
    const admin = await signInOver(base, 'admin');
    const settings = { allowedTypes: '*', batchCount: 10, maxDepth: 5, sizeLimitMb: FILE_MB + 1 };
    expect((await admin.call('POST', '/sys/file', settings)).body.code).toBe(0);

    const user = await signInOver(base, 'user');
    // The body is a stream the callers' helpers do not send: the session's headers by hand.
    const headersOf = (method: 'GET' | 'POST', url: string) => ({
      accesstoken: user.token,
      ...signatureHeaders(user.signKey, method, url),
    });
    // The embedded database keeps the memory it took to set up; what matters is the growth while the file passes.
    const pid = child.pid ?? 0;
    const before = residentMb(pid);
    let most = before;
    const sampler = setInterval(() => {
      most = Math.max(most, residentMb(pid));
    }, 50);
    const boundary = 'large-upload-boundary';
    const size = FILE_MB * CHUNK;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="manifest"\r\n\r\n` +
        `${JSON.stringify([{ name: 'big.dat', folder: '', size }])}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.dat"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const sent = createHash('sha256');
    let n = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (n === 0) controller.enqueue(head);
        if (n === FILE_MB) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        // Different bytes per chunk, so no layer can get by with one copy.
        const chunk = Buffer.alloc(CHUNK, n % 251);
        chunk.writeUInt32BE(n, 0);
        sent.update(chunk);
        controller.enqueue(chunk);
        n++;
      },
    });
    const url = '/file/upload?place=personal';
    const up = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headersOf('POST', url) },
      body,
      duplex: 'half',
    } as RequestInit);
    const answer = (await up.json()) as {
      code: number;
      msg: string;
      result: { files: Array<{ id: number }> };
    };
    expect(answer.code, answer.msg).toBe(0);
    const id = answer.result.files[0]?.id;

    const down = `/file/download?id=${id}`;
    const got = await fetch(`${base}${down}`, { headers: headersOf('GET', down) });
    expect(got.status).toBe(200);
    const back = createHash('sha256');
    let received = 0;
    for await (const chunk of got.body as unknown as AsyncIterable<Uint8Array>) {
      back.update(chunk);
      received += chunk.length;
    }
    expect(received).toBe(size);
    expect(back.digest('hex')).toBe(sent.digest('hex'));
    clearInterval(sampler);
    const growth = most - before;
    console.log(
      `server resident memory ${before.toFixed(0)} MB, at most ${growth.toFixed(0)} MB more for a ${FILE_MB} MB file`,
    );
    expect(growth).toBeLessThan(FILE_MB / 2);
  });
});
