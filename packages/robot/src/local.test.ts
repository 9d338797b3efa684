import { afterAll, describe, expect, it } from 'vitest';
import { LocalDesk, type LocalRequest, varCommand } from './local';

const desk = new LocalDesk();
afterAll(() => desk.close());

describe('the local endpoint and rpa-robot var', () => {
  it('answers a run by its token: a read prints the value, a refusal exits 1 with the reason', async () => {
    const asked: LocalRequest[] = [];
    const run = await desk.open({
      answer: async (r) => {
        asked.push(r);
        return r.name === 'known'
          ? {
              type: 'variable.reply',
              requestId: 'x',
              values: [{ name: 'known', type: 'text', value: `got ${r.kind}`, expression: false }],
              errors: [],
            }
          : {
              type: 'variable.reply',
              requestId: 'x',
              values: [],
              errors: [{ name: r.name, message: 'not allowed' }],
            };
      },
    });
    expect(run.env.RPA_ROBOT_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await varCommand(['get', 'known'], run.env)).toEqual({ code: 0, out: 'got get', err: '' });
    expect(await varCommand(['set', 'known', 'v 2'], run.env)).toEqual({ code: 0, out: '', err: '' });
    expect(await varCommand(['get', 'secret'], run.env)).toEqual({
      code: 1,
      out: '',
      err: 'secret: not allowed',
    });
    expect(asked).toEqual([
      { kind: 'get', name: 'known' },
      { kind: 'set', name: 'known', value: 'v 2' },
      { kind: 'get', name: 'secret' },
    ]);

    // Another token, or the run once ended, is refused.
    expect((await varCommand(['get', 'known'], { ...run.env, RPA_RUN_TOKEN: 'guessed' })).code).toBe(1);
    run.close();
    expect(await varCommand(['get', 'known'], run.env)).toEqual({
      code: 1,
      out: '',
      err: 'unknown run token',
    });
  });

  it('refuses wrong usage, and outside a run', async () => {
    const env = { RPA_ROBOT_URL: 'http://127.0.0.1:9', RPA_RUN_TOKEN: 't' };
    for (const argv of [[], ['get'], ['set', 'x'], ['get', 'x', 'y'], ['del', 'x']]) {
      expect((await varCommand(argv, env)).code).toBe(2);
    }
    expect((await varCommand(['get', 'x'], {})).err).toContain('only inside a run');
  });
});
