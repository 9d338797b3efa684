import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../platform/db';
import { createMemoryBus } from '../../../platform/events';
import { createDiskStore } from '../../../platform/files';

/**
 * Where the client types are written: generated before every typecheck
 * (scripts/typecheck.mjs), never committed, so they always follow the document.
 */
export const SCHEMA_FILE = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

/**
 * The OpenAPI document as the server answers it, from an app built in this
 * process on an empty in-memory database (nothing listens, nothing is seeded).
 */
export async function currentDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({});
  await database.migrate();
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rpa-openapi-'));
  const app = await buildApp({
    config: loadConfig({}),
    database,
    events: createMemoryBus(),
    masterKey: randomBytes(32),
    files: createDiskStore(filesDir),
    logger: false,
  });
  try {
    const res = await app.inject({ method: 'GET', url: `${app.config.apiBase}/openapi.json` });
    return res.json();
  } finally {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** The client types of `document`, as `npm run api:types` writes them. */
export async function clientTypes(document: Record<string, unknown>): Promise<string> {
  const header = '// Generated from <API base>/openapi.json by `npm run api:types`; do not edit.\n';
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript types its input loosely
  return header + astToString(await openapiTS(document as any));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SCHEMA_FILE, await clientTypes(await currentDocument()));
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
