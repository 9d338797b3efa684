import { describe, expect, it } from 'vitest';
import { housekeeperAliasProblem } from '../src/features/housekeepers/rules';
import { licenceFileProblem } from '../src/features/licences/rules';
import { robotQuery } from '../src/features/robots/query';

describe('the steward name rule (2-60, only @ - _ as special characters)', () => {
  it('accepts letters, digits, Chinese characters and @ - _', () => {
    expect(housekeeperAliasProblem('HK-01')).toBeNull();
    expect(housekeeperAliasProblem('财务部_管家@A')).toBeNull();
    expect(housekeeperAliasProblem('  ab  ')).toBeNull();
    expect(housekeeperAliasProblem('x'.repeat(60))).toBeNull();
  });

  it('names what is wrong, as the server will refuse it', () => {
    expect(housekeeperAliasProblem('')).toBe('required');
    expect(housekeeperAliasProblem('   ')).toBe('required');
    expect(housekeeperAliasProblem('a')).toBe('length');
    expect(housekeeperAliasProblem('x'.repeat(61))).toBe('length');
    expect(housekeeperAliasProblem('my steward')).toBe('chars');
    expect(housekeeperAliasProblem('hk#1')).toBe('chars');
    expect(housekeeperAliasProblem('hk.1')).toBe('chars');
  });

  it('counts a Chinese character as one', () => {
    expect(housekeeperAliasProblem('管家')).toBeNull();
    expect(housekeeperAliasProblem('管'.repeat(60))).toBeNull();
    expect(housekeeperAliasProblem('管'.repeat(61))).toBe('length');
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
    expect(
      robotQuery({
        keyword: ' BOT-1 ',
        runState: 'idle',
        licenceState: 'none',
        departmentId: 3,
        category: 'scene',
        bindingWay: 'user',
        agentVersion: '0.1.0',
      }),
    ).toEqual({
      keyword: 'BOT-1',
      runState: 'idle',
      licenceState: 'none',
      departmentId: 3,
      category: 'scene',
      bindingWay: 'user',
      agentVersion: '0.1.0',
    });
  });

  it('asks for bound or unbound robots as a boolean', () => {
    expect(robotQuery({ bound: 'yes' })).toEqual({ bound: true });
    expect(robotQuery({ bound: 'no' })).toEqual({ bound: false });
  });
});
