import { describe, expect, it } from 'vitest';
import {
  allowedVersionActions,
  entryNameProblem,
  FILE_NAME_FORBIDDEN,
  format,
  type MessageKey,
  messages,
  normaliseEntryPath,
  type ProcessParameter,
  processManifestSchema,
  VERSION_ACTIONS,
  type VersionAction,
  type VersionStatus,
  validateRunParameters,
  versionActionRefusal,
} from './index';

describe('the version transition table', () => {
  const states: VersionStatus[] = [0, 1, 2];
  // What each action needs (the actor, the states it starts from) and what it says otherwise.
  const expected: Record<
    VersionAction,
    { actor: 'developer' | 'owner'; from: VersionStatus[]; otherwise: MessageKey }
  > = {
    publish: { actor: 'developer', from: [0], otherwise: 'versions.publishNotEdit' },
    withdraw: { actor: 'developer', from: [1], otherwise: 'versions.notPending' },
    approve: { actor: 'owner', from: [1], otherwise: 'versions.notPending' },
    reject: { actor: 'owner', from: [1], otherwise: 'versions.notPending' },
    back: { actor: 'owner', from: [1], otherwise: 'versions.notPending' },
    delete: { actor: 'developer', from: [0, 2], otherwise: 'versions.deletePending' },
  };

  for (const action of VERSION_ACTIONS) {
    for (const status of states) {
      for (const who of ['developer', 'owner', 'nobody'] as const) {
        const ctx = {
          version: { status, active: true },
          isDeveloper: who === 'developer',
          isOwner: who === 'owner',
        };
        const e = expected[action];
        const outcome: MessageKey | null =
          who !== e.actor
            ? e.actor === 'developer'
              ? 'versions.notDeveloper'
              : 'versions.notOwner'
            : e.from.includes(status)
              ? null
              : e.otherwise;
        it(`${who} ${action} from ${status}: ${outcome ?? 'allowed'}`, () => {
          expect(versionActionRefusal(action, ctx)).toBe(outcome);
        });
      }
    }
    it(`${action} on an inactive version is refused for everyone`, () => {
      for (const status of states) {
        expect(
          versionActionRefusal(action, {
            version: { status, active: false },
            isDeveloper: true,
            isOwner: true,
          }),
        ).toBe('versions.inactive');
      }
    });
  }

  it('refuses a second submission while another version awaits the owner', () => {
    const ctx = { version: { status: 0 as const, active: true }, isDeveloper: true, isOwner: false };
    expect(versionActionRefusal('publish', { ...ctx, otherPending: true })).toBe('versions.otherPending');
    expect(versionActionRefusal('publish', ctx)).toBeNull();
  });

  it('lists the buttons a caller gets', () => {
    const pending = { status: 1 as const, active: true };
    expect(allowedVersionActions({ version: pending, isDeveloper: true, isOwner: false })).toEqual([
      'withdraw',
    ]);
    expect(allowedVersionActions({ version: pending, isDeveloper: false, isOwner: true })).toEqual([
      'approve',
      'reject',
      'back',
    ]);
    expect(
      allowedVersionActions({ version: { status: 2, active: true }, isDeveloper: true, isOwner: true }),
    ).toEqual(['delete']);
  });
});

describe('run parameters', () => {
  const p = (over: Partial<ProcessParameter>): ProcessParameter => ({
    name: 'x',
    description: '',
    type: 'string',
    defaultValue: '',
    help: '',
    required: false,
    ...over,
  });
  const text = (issues: ReturnType<typeof validateRunParameters>, lang: 'zh_CN' | 'en_US' = 'en_US') =>
    issues.map((i) => format(messages[i.key][lang], i.params));

  it('needs every required parameter, naming it', () => {
    const params = [p({ name: 'month', required: true }), p({ name: 'note' })];
    expect(text(validateRunParameters(params, {}))).toEqual(['Parameter month is required']);
    expect(text(validateRunParameters(params, { month: '   ' }), 'zh_CN')).toEqual(['参数 month 必填']);
    expect(validateRunParameters(params, { month: '2026-10' })).toEqual([]);
  });

  it('refuses file names with special characters or spaces', () => {
    const params = [p({ name: 'file', type: 'file' })];
    for (const bad of [
      'a b.csv',
      'a/b.csv',
      'a\\b.csv',
      'a:b',
      'a*b',
      'a?b',
      'a"b',
      'a<b',
      'a>b',
      'a|b',
      'a\tb',
    ]) {
      expect(
        validateRunParameters(params, { file: bad }).map((i) => i.key),
        bad,
      ).toEqual(['processes.parameterFileName']);
    }
    expect(validateRunParameters(params, { file: '发票-2026_10.csv' })).toEqual([]);
  });

  it('checks numbers, booleans and dates', () => {
    const params = [
      p({ name: 'n', type: 'number' }),
      p({ name: 'b', type: 'boolean' }),
      p({ name: 'd', type: 'date' }),
      p({ name: 't', type: 'datetime' }),
    ];
    expect(
      validateRunParameters(params, { n: '1e3', b: 'false', d: '2026-02-28', t: '2026-02-28 10:00' }),
    ).toEqual([]);
    expect(
      validateRunParameters(params, { n: 'ten', b: 'yes', d: '2026-02-30x', t: 'noon' }).map((i) => i.key),
    ).toEqual([
      'processes.parameterNumber',
      'processes.parameterBoolean',
      'processes.parameterDate',
      'processes.parameterDate',
    ]);
  });
});

describe('the manifest', () => {
  const base = { name: 'Invoice check', version: '1.0.0', entry: './main.mjs', runtime: 'node' };

  it('fills defaults and normalises paths and default values', () => {
    const m = processManifestSchema.parse({
      ...base,
      parameters: [{ name: 'threshold', type: 'number', defaultValue: 10 }],
    });
    expect(m.entry).toBe('main.mjs');
    expect(m.parameters[0]).toEqual({
      name: 'threshold',
      description: '',
      type: 'number',
      defaultValue: '10',
      help: '',
      required: false,
    });
    expect(m.flow).toEqual({ nodes: [], edges: [] });
  });

  it('refuses parameter names used twice, whatever their case', () => {
    const r = processManifestSchema.safeParse({
      ...base,
      parameters: [{ name: 'Month' }, { name: 'month' }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({
      path: ['parameters', 1, 'name'],
      message: 'processes.parameterDuplicate',
    });
  });

  it('refuses edges to unknown nodes and nodes defined twice', () => {
    const r = processManifestSchema.safeParse({
      ...base,
      flow: {
        nodes: [
          { id: 'a', label: 'A' },
          { id: 'a', label: 'A again' },
        ],
        edges: [{ from: 'a', to: 'ghost' }],
      },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['flow.nodes.1.id', 'processes.flowNodeDuplicate'],
      ['flow.edges.0.to', 'processes.flowEdgeUnknownNode'],
    ]);
  });

  it('takes names of 1 to 30 characters and known runtimes only', () => {
    expect(processManifestSchema.safeParse({ ...base, name: 'x'.repeat(30) }).success).toBe(true);
    expect(processManifestSchema.safeParse({ ...base, name: 'x'.repeat(31) }).success).toBe(false);
    expect(processManifestSchema.safeParse({ ...base, name: ' ' }).success).toBe(false);
    expect(processManifestSchema.safeParse({ ...base, runtime: 'python' }).success).toBe(false);
    expect(processManifestSchema.safeParse({ ...base, version: '../1' }).success).toBe(false);
  });

  it('takes the needs the platform provides, once each, and names an unknown one; no needs is none', () => {
    expect(processManifestSchema.parse(base).needs).toBeUndefined();
    expect(processManifestSchema.parse({ ...base, needs: ['aiServer', ' aiServer'] }).needs).toEqual([
      'aiServer',
    ]);
    const r = processManifestSchema.safeParse({ ...base, needs: ['aiServer', 'gpu'] });
    expect(
      r.error?.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params]),
    ).toEqual([['needs.1', 'processes.needUnknown', { need: 'gpu', known: 'aiServer' }]]);
    expect(processManifestSchema.safeParse({ ...base, needs: 'aiServer' }).success).toBe(false);
  });
});

describe('file names', () => {
  it('may not contain a slash, nor any other forbidden character', () => {
    for (const c of ['\\', '/', ':', '*', '?', '"', '<', '>', '|']) {
      expect(FILE_NAME_FORBIDDEN.test(`report${c}2026.csv`), c).toBe(true);
    }
    expect(FILE_NAME_FORBIDDEN.test('报表-2026.csv')).toBe(false);
  });
});

describe('package entry names', () => {
  it('refuses forbidden characters, absolute paths and traversal', () => {
    for (const c of ['\\', ':', '*', '?', '"', '<', '>', '|']) {
      expect(entryNameProblem(`a${c}b.js`), c).toBe('forbiddenCharacter');
    }
    expect(entryNameProblem('a\u0001b')).toBe('forbiddenCharacter');
    expect(entryNameProblem('lib/a:b.js')).toBe('forbiddenCharacter');
    expect(entryNameProblem('/etc/passwd')).toBe('absolute');
    expect(entryNameProblem('../evil.js')).toBe('traversal');
    expect(entryNameProblem('lib/../../evil.js')).toBe('traversal');
    expect(entryNameProblem('')).toBe('empty');
    expect(entryNameProblem('lib/main.js')).toBeNull();
    expect(entryNameProblem('lib/')).toBeNull();
    expect(entryNameProblem('流程/主程序.js')).toBeNull();
    expect(normaliseEntryPath(' ././lib/main.js ')).toBe('lib/main.js');
  });
});
