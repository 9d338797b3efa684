import {
  housekeepersApi,
  licencesApi,
  robotListInput,
  roleFields,
  rolesApi,
  securityPolicy,
  tasksApi,
} from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanFilters } from '../src/components/crud/filters';
import { maxLengthOf, zodRule } from '../src/components/rules';

/** Runs an antd rule's validator the way a Form.Item does; the message it rejects with, or null. */
async function refusal(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  if (typeof rule !== 'object' || !rule.validator) throw new Error('not a validator rule');
  try {
    await rule.validator({}, value, () => {});
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('form rules from the contracts', () => {
  it('refuse what the server refuses, with the catalogue message in the reader language', async () => {
    const name = roleFields.shape.name;
    expect(await refusal(zodRule(name, 'en_US'), undefined)).toBe('Enter the role name');
    expect(await refusal(zodRule(name, 'zh_CN'), '')).toBe('请输入角色名称');
    expect(await refusal(zodRule(name, 'en_US'), 'x')).toBe('The role name must be 2 to 30 characters long');
    expect(await refusal(zodRule(name, 'en_US'), 'a'.repeat(31))).toBe(
      'The role name must be 2 to 30 characters long',
    );
    // Thirty emoji are thirty characters, as the server counts them.
    expect(await refusal(zodRule(name, 'en_US'), '😀'.repeat(30))).toBeNull();
    expect(await refusal(zodRule(name, 'en_US'), 'Auditors')).toBeNull();
    // The same input and message through the route's own schema.
    const server = rolesApi.add.input.safeParse({
      name: 'x',
      identity: 1,
      defaultLanding: 'a',
      permissions: [],
    });
    expect(server.success).toBe(false);
    expect(server.error?.issues[0]?.message).toBe('roles.nameLength');
  });

  it("give zod's own bounds in the reader's language, as the server does", async () => {
    const timeout = securityPolicy.shape.sessionTimeoutMinutes;
    expect(await refusal(zodRule(timeout, 'en_US'), 5)).toBe('Too small: expected number to be >=10');
    expect(await refusal(zodRule(timeout, 'zh_CN'), 5)).toBe('数值过小：期望 number >=10');
    expect(await refusal(zodRule(timeout, 'zh_CN'), 10)).toBeNull();
  });

  it('leave empty filters out of a list query and trim text', () => {
    expect(cleanFilters({ name: '  ops ', identity: undefined, tags: [], note: '', dept: 3 })).toEqual({
      name: 'ops',
      dept: 3,
    });
  });
});

describe('a filter box stops at the length the list route accepts', () => {
  it('reads the limit through optional, default and preprocess wrappers', () => {
    expect(maxLengthOf(robotListInput.shape.keyword)).toBe(128);
    expect(maxLengthOf(housekeepersApi.list.input.shape.name)).toBe(128);
    expect(maxLengthOf(licencesApi.transfers.input.shape.licSn)).toBe(64);
    expect(maxLengthOf(tasksApi.list.input.shape.operator)).toBe(50);
    expect(maxLengthOf(z.string().max(9).default(''))).toBe(9);
  });

  it('gives no limit for a field without one or not text', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
    expect(maxLengthOf(undefined)).toBeUndefined();
  });
});
