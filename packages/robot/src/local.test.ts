import { afterAll, describe, expect, it } from 'vitest';
import { docCommand, type ItemAsk, itemCommand, LocalDesk, type LocalRequest, varCommand } from './local';

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
      item: async () => ({ type: 'item.reply', requestId: 'x', item: null, error: 'unused' }),
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

describe('rpa-robot item', () => {
  it('relays next, done, fail and add for the run; next prints the item, or exits 3 when none waits', async () => {
    const asked: ItemAsk[] = [];
    let waiting = 1;
    const item = {
      id: 7,
      space: 'Orders',
      content: { n: 1 },
      reference: 'R',
      priority: 1,
      attempts: 0,
      state: 'running',
    };
    const run = await desk.open({
      answer: async () => ({ type: 'variable.reply', requestId: 'x', values: [], errors: [] }),
      item: async (r) => {
        asked.push(r);
        if (r.type === 'item.next') {
          return { type: 'item.reply', requestId: 'x', item: waiting-- > 0 ? item : null };
        }
        if (r.type === 'item.fail')
          return { type: 'item.reply', requestId: 'x', item: null, error: 'not yours' };
        return {
          type: 'item.reply',
          requestId: 'x',
          item: { ...item, content: r.type === 'item.add' ? r.content : item.content },
        };
      },
    });
    expect(await itemCommand(['next', 'Orders'], run.env)).toEqual({
      code: 0,
      out: JSON.stringify(item),
      err: '',
    });
    expect(await itemCommand(['next', 'Orders'], run.env)).toEqual({ code: 3, out: '', err: '' });
    expect(await itemCommand(['done', '7', '{"total":3}'], run.env)).toEqual({ code: 0, out: '', err: '' });
    expect(await itemCommand(['fail', '7', 'no invoice'], run.env)).toEqual({
      code: 1,
      out: '',
      err: 'not yours',
    });
    const added = await itemCommand(['add', 'Orders', '{"n":2}'], run.env);
    expect(added.code).toBe(0);
    expect(JSON.parse(added.out)).toMatchObject({ content: { n: 2 } });
    expect(asked).toEqual([
      { type: 'item.next', space: 'Orders' },
      { type: 'item.next', space: 'Orders' },
      { type: 'item.done', itemId: 7, output: { total: 3 } },
      { type: 'item.fail', itemId: 7, reason: 'no invoice' },
      { type: 'item.add', space: 'Orders', content: { n: 2 } },
    ]);
    run.close();
  });

  it('refuses wrong usage, JSON that is not, and outside a run', async () => {
    const env = { RPA_ROBOT_URL: 'http://127.0.0.1:9', RPA_RUN_TOKEN: 't' };
    for (const argv of [
      [],
      ['next'],
      ['next', 'a', 'b'],
      ['done', 'x'],
      ['done', '0'],
      ['fail', '3'],
      ['add', 'a'],
      ['add', 'a', '{bad'],
      ['done', '3', '{bad'],
      ['take', 'a'],
    ]) {
      expect((await itemCommand(argv, env)).code, argv.join(' ')).toBe(2);
    }
    expect((await itemCommand(['next', 'a'], {})).err).toContain('only inside a run');
  });
});

describe('rpa-robot doc', () => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });

  it("lists and reads the run's process documents as the server answers, and says why when refused", async () => {
    const asked: string[] = [];
    const run = await desk.open({
      answer: async () => ({ type: 'variable.reply', requestId: 'x', values: [], errors: [] }),
      item: async () => ({ type: 'item.reply', requestId: 'x', item: null, error: 'unused' }),
      document: async (p) => {
        asked.push(p);
        if (p === '/documents')
          return json({ code: 0, msg: '', result: [{ folder: 'in/', name: 'a.csv', size: 3 }] });
        if (p.includes('name=a.csv'))
          return new Response(Buffer.from('1,2'), {
            headers: { 'content-type': 'application/octet-stream' },
          });
        return json({ code: 400, msg: 'The file does not exist or is not yours to see' });
      },
    });
    expect(await docCommand(['list'], run.env)).toEqual({ code: 0, out: 'in/a.csv\t3', err: '' });
    const written: Uint8Array[] = [];
    expect(await docCommand(['get', 'in/a.csv'], run.env, (b) => written.push(b))).toEqual({
      code: 0,
      out: '',
      err: '',
    });
    expect(Buffer.concat(written).toString()).toBe('1,2');
    expect(await docCommand(['get', 'b.csv'], run.env)).toEqual({
      code: 1,
      out: '',
      err: 'The file does not exist or is not yours to see',
    });
    expect(asked).toEqual(['/documents', '/document?name=a.csv&folder=in', '/document?name=b.csv&folder=']);
    run.close();
  });

  it('refuses wrong usage and outside a run', async () => {
    const env = { RPA_ROBOT_URL: 'http://127.0.0.1:9', RPA_RUN_TOKEN: 't' };
    for (const argv of [[], ['list', 'x'], ['get'], ['fetch', 'a'], ['get', 'a', 'b', 'c']]) {
      expect((await docCommand(argv, env)).code, argv.join(' ')).toBe(2);
    }
    expect((await docCommand(['list'], {})).err).toContain('only inside a run');
  });
});
