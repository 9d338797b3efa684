import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '../../../..');
const config = require(path.join(repo, '.dependency-cruiser.cjs'));
const { domainBoundary } = require(path.join(repo, 'scripts/boundary-rule.cjs'));

/** The boundary's violations over `root` (relative to the repository), as `from → to` lines. */
async function violations(root: string, exclude?: string): Promise<string[]> {
  const result = await cruise([root], {
    baseDir: repo,
    validate: true,
    ruleSet: { forbidden: [domainBoundary(root)] },
    enhancedResolveOptions: config.options.enhancedResolveOptions,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    ...(exclude ? { exclude: { path: exclude } } : {}),
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.from} → ${v.to}`);
}

describe('the domain boundary (npm run lint)', () => {
  it('refuses a deep import into another domain and allows one through its index', async () => {
    const root = 'packages/server/src/platform/__fixtures__/boundary';
    expect(await violations(root)).toEqual([`${root}/modules/beta/bad.ts → ${root}/modules/alpha/shout.ts`]);
  });

  it('holds in the server: no domain reaches into another', async () => {
    expect(await violations('packages/server/src', '/__fixtures__/')).toEqual([]);
  }, 60_000);
});
