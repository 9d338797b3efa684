import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { clientTypes, currentDocument, SCHEMA_FILE } from './generate';

it('the committed client types are those of the current document (run `npm run api:types`)', async () => {
  const fresh = await clientTypes(await currentDocument());
  expect(readFileSync(SCHEMA_FILE, 'utf8') === fresh, 'schema.d.ts is stale: run `npm run api:types`').toBe(
    true,
  );
}, 120_000);
