import { housekeepersApi } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { zodRule } from '../src/components/rules';
import { licenceFileProblem } from '../src/features/licences/rules';
import { robotQuery } from '../src/features/robots/query';

describe('the steward name rule of the rename form (2-60, only @ - _ as special characters)', () => {
  const field = zodRule(housekeepersApi.rename.input.shape.housekeeperAlias, 'en_US');
  const check = (value: string) =>
    (field as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value).then(
      () => null,
      (e: Error) => e.message,
    );
  const refusal =
    'The housekeeper name must be 2 to 60 letters, digits or Chinese characters; the only special characters allowed are @ - _';

  it('accepts letters, digits, Chinese characters and @ - _, trimmed', async () => {
    for (const ok of ['HK-01', '财务部_管家@A', '  ab  ', 'x'.repeat(60), '管家', '管'.repeat(60)]) {
      expect(await check(ok)).toBeNull();
    }
  });

  it("refuses what the server refuses, with the server's message", async () => {
    for (const bad of ['', '   ', 'a', 'x'.repeat(61), '管'.repeat(61), 'my steward', 'hk#1', 'hk.1']) {
      expect(await check(bad)).toBe(refusal);
    }
  });
});

describe('a licence file before upload', () => {
  it('takes .lic and .json files up to 64 KB', () => {
    expect(licenceFileProblem({ name: 'LIC-1.lic', size: 600 })).toBeNull();
    expect(licenceFileProblem({ name: 'licence.JSON', size: 64 * 1024 })).toBeNull();
  });

  it('refuses other types, empty files and larger ones', () => {
    expect(licenceFileProblem({ name: 'licence.txt', size: 600 })).toBe('type');
    expect(licenceFileProblem({ name: 'LIC-1.lic', size: 0 })).toBe('size');
    expect(licenceFileProblem({ name: 'LIC-1.lic', size: 64 * 1024 + 1 })).toBe('size');
  });
});

describe('the robot search', () => {
  it('sends only what was chosen', () => {
    expect(robotQuery({})).toEqual({});
    expect(robotQuery({ keyword: '  ', runState: undefined })).toEqual({});
  });

  it('trims the keyword and keeps the states, department, type, binding and version', () => {
    const chosen = {
      runState: 'idle',
      licenceState: 'none',
      departmentId: 3,
      category: 'scene',
      bindingWay: 'user',
      agentVersion: '0.1.0',
    } as const;
    expect(robotQuery({ keyword: ' BOT-1 ', ...chosen })).toEqual({ keyword: 'BOT-1', ...chosen });
  });

  it('asks for bound or unbound robots as a boolean', () => {
    expect(robotQuery({ bound: 'yes' })).toEqual({ bound: true });
    expect(robotQuery({ bound: 'no' })).toEqual({ bound: false });
  });
});
