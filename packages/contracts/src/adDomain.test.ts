import { describe, expect, it } from 'vitest';
import { adBaseDn, adSettings, issueMessage } from './index';

const valid = {
  address: 'dc1.corp.example.com',
  port: 389,
  targetAddress: '',
  account: 'reader@corp.example.com',
  password: '',
  version: 3,
  frequency: 'weekly',
};

/** The messages a value is refused with, in English. */
const refusals = (value: Record<string, unknown>) =>
  adSettings.safeParse({ ...valid, ...value }).error?.issues.map((i) => issueMessage(i, 'en_US')) ?? [];

describe('the AD domain rules', () => {
  it('take a domain controller by name, IPv4, bracketed IPv6 or an ldap(s) URL, and no address at all', () => {
    for (const address of [
      'dc1',
      '10.0.0.5',
      '[fe80::1]',
      'ldap://dc1.corp',
      'ldaps://dc1.corp.example.com',
      '',
    ]) {
      expect(refusals({ address, ...(address ? {} : { account: '' }) }), address).toEqual([]);
    }
    for (const address of ['http://dc1', 'dc1:389', 'dc 1', 'ldaps://dc1/ou=x']) {
      expect(refusals({ address }), address).toEqual([
        "Enter the domain controller's host name or IP address (ldap:// or ldaps:// may precede it)",
      ]);
    }
  });

  it('want an account once an address is set, a DN for the target, and escaped commas inside a value', () => {
    expect(refusals({ account: '' })).toEqual(['Enter the account that reads the directory']);
    expect(refusals({ account: 'reader@' })).toEqual([
      'The account must be name@domain, e.g. admin@example.com',
    ]);
    expect(refusals({ targetAddress: 'ou=Sales\\, East,dc=corp,dc=example,dc=com' })).toEqual([]);
    expect(refusals({ targetAddress: 'Sales' })).toEqual([
      'The target address must be a DN, e.g. ou=Staff,dc=example,dc=com',
    ]);
  });

  it("read under the target address, or else under the account's domain", () => {
    expect(adBaseDn({ targetAddress: 'ou=Staff,dc=corp', account: 'reader@corp.example.com' })).toBe(
      'ou=Staff,dc=corp',
    );
    expect(adBaseDn({ targetAddress: '', account: 'reader@corp.example.com' })).toBe(
      'dc=corp,dc=example,dc=com',
    );
  });
});
