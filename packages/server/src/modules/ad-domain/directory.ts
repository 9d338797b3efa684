import { type AdSettings, adBaseDn, Code } from '@rpa/contracts';
import {
  Client,
  type Entry,
  InvalidCredentialsError,
  InvalidDNSyntaxError,
  NoSuchObjectError,
  ResultCodeError,
} from 'ldapts';
import { AppError } from '../../platform/http/errors';
import { domainOf, escapeValue, firstValue, normalDn, parentDn } from './dn';

/** How long a connection may take, and any one request after it. */
const CONNECT_TIMEOUT_MS = 10_000;
const OPERATION_TIMEOUT_MS = 60_000;
/** Entries per page of a search (Active Directory answers at most 1000 at once). */
const PAGE_SIZE = 500;

/** The server of the settings: ldaps:// before the address means TLS. */
export function serverOf(s: Pick<AdSettings, 'address' | 'port'>): { url: string; name: string } {
  const secure = s.address.startsWith('ldaps://');
  const host = s.address.replace(/^ldaps?:\/\//, '');
  return { url: `${secure ? 'ldaps' : 'ldap'}://${host}:${s.port}`, name: `${host}:${s.port}` };
}

export function newClient(s: Pick<AdSettings, 'address' | 'port'>): Client {
  return new Client({
    url: serverOf(s).url,
    connectTimeout: CONNECT_TIMEOUT_MS,
    timeout: OPERATION_TIMEOUT_MS,
  });
}

/** A failure of the directory as the caller reads it: refused credentials, another LDAP result, or no answer. */
export function directoryError(err: unknown, s: Pick<AdSettings, 'address' | 'port'>): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof InvalidCredentialsError)
    return new AppError(Code.BAD_REQUEST, 'adDomain.invalidCredentials');
  if (err instanceof ResultCodeError) {
    const text = err.message.replace(/\s*Code: 0x[0-9a-f]+$/i, '').trim();
    return new AppError(Code.BAD_REQUEST, 'adDomain.refused', {
      reason: `LDAP ${err.code}${text ? ` ${text}` : ''}`,
    });
  }
  const e = err as NodeJS.ErrnoException;
  return new AppError(Code.BAD_REQUEST, 'adDomain.unreachable', {
    server: serverOf(s).name,
    reason: e.code ?? e.message,
  });
}

/**
 * Binds as the settings' account. A domain controller takes name@domain as
 * it is; a directory that takes only DNs (OpenLDAP) refuses it as an invalid
 * DN, and the account is tried as cn=name under its domain's DN (the Debian
 * administrator's cn=admin,dc=example,dc=com).
 */
async function bindAccount(client: Client, s: AdSettings): Promise<void> {
  // An empty password is an unauthenticated bind, which a directory grants to anyone.
  if (!s.password) throw new AppError(Code.BAD_REQUEST, 'adDomain.testNeedsPassword');
  try {
    await client.bind(s.account, s.password);
  } catch (err) {
    if (!(err instanceof InvalidDNSyntaxError)) throw err;
    const [name = '', domain = ''] = s.account.split('@');
    const domainDn = adBaseDn({ targetAddress: '', account: `@${domain}` });
    await client.bind(`cn=${escapeValue(name)},${domainDn}`, s.password);
  }
}

/** Runs `work` on a connection bound as the settings' account; directory failures become AppErrors. */
export async function withDirectory<T>(s: AdSettings, work: (client: Client) => Promise<T>): Promise<T> {
  const client = newClient(s);
  try {
    await bindAccount(client, s);
    return await work(client);
  } catch (err) {
    throw directoryError(err, s);
  } finally {
    await client.unbind().catch(() => {});
  }
}

/** One value of an attribute as text, whatever letter case the server gives its name. */
function text(entry: Entry, name: string): string {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key ? entry[key] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return '';
  return (Buffer.isBuffer(first) ? first.toString('hex') : String(first)).trim();
}

/** An entry's permanent id: entryUUID (OpenLDAP and most others) or objectGUID (Active Directory). */
function entryId(entry: Entry): string {
  return text(entry, 'entryUUID') || text(entry, 'objectGUID') || `dn:${normalDn(entry.dn)}`;
}

const ID_ATTRIBUTES = ['entryUUID', 'objectGUID'];
const PERSON_ATTRIBUTES = [
  ...ID_ATTRIBUTES,
  'uid',
  'sAMAccountName',
  'userPrincipalName',
  'displayName',
  'cn',
  'givenName',
  'sn',
  'mail',
  'telephoneNumber',
  'mobile',
];
/** People: inetOrgPerson, or an Active Directory user that is not a computer. */
const PERSON_FILTER = '(&(|(objectClass=inetOrgPerson)(objectClass=user))(!(objectClass=computer)))';

export interface DirectoryUnit {
  id: string;
  dn: string;
  name: string;
  /** The unit (or base) it sits in, normal form. */
  parentDn: string;
}

export interface DirectoryPerson {
  id: string;
  dn: string;
  /** sAMAccountName or uid, as the directory holds it (empty when it has neither). */
  account: string;
  /** displayName, cn, or given name and surname. */
  name: string;
  mail: string;
  phone: string;
  /** userPrincipalName, else account@domain of the settings' account. */
  domainAccount: string;
  /** The unit (or base) it sits in, normal form. */
  unitDn: string;
}

export interface DirectoryContent {
  base: { id: string; dn: string; name: string };
  units: DirectoryUnit[];
  people: DirectoryPerson[];
}

/** The nearest of `known` (normal DNs) above `dn`, else `fallback`. */
function nearest(dn: string, known: Set<string>, fallback: string): string {
  for (let p = parentDn(dn); p !== ''; p = parentDn(p)) if (known.has(p)) return p;
  return fallback;
}

/**
 * Everything a sync reads: the base entry, the organisational units under
 * it and the people, each person placed in the nearest unit above it (or
 * the base). Searches are paged, so large directories come whole.
 */
export async function readDirectory(s: AdSettings): Promise<DirectoryContent> {
  const baseDn = adBaseDn(s);
  return withDirectory(s, async (client) => {
    const search = (base: string, scope: 'base' | 'sub', filter: string, attributes: string[]) =>
      client.search(base, {
        scope,
        filter,
        attributes,
        explicitBufferAttributes: ['objectGUID'],
        ...(scope === 'sub' ? { paged: { pageSize: PAGE_SIZE } } : {}),
      });
    let baseEntry: Entry | undefined;
    try {
      [baseEntry] = (await search(baseDn, 'base', '(objectClass=*)', ID_ATTRIBUTES)).searchEntries;
    } catch (err) {
      if (err instanceof NoSuchObjectError)
        throw new AppError(Code.BAD_REQUEST, 'adDomain.targetMissing', { dn: baseDn });
      throw err;
    }
    if (!baseEntry) throw new AppError(Code.BAD_REQUEST, 'adDomain.targetMissing', { dn: baseDn });
    const base = {
      id: entryId(baseEntry),
      dn: baseEntry.dn,
      name: domainOf(baseEntry.dn) || firstValue(baseEntry.dn),
    };
    const baseNormal = normalDn(base.dn);

    const unitEntries = (
      await search(baseDn, 'sub', '(objectClass=organizationalUnit)', ID_ATTRIBUTES)
    ).searchEntries.filter((e) => normalDn(e.dn) !== baseNormal);
    const unitDns = new Set([baseNormal, ...unitEntries.map((e) => normalDn(e.dn))]);
    const units = unitEntries.map((e) => ({
      id: entryId(e),
      dn: e.dn,
      name: firstValue(e.dn),
      parentDn: nearest(e.dn, unitDns, baseNormal),
    }));

    const domain = s.account.split('@')[1] ?? '';
    const people = (await search(baseDn, 'sub', PERSON_FILTER, PERSON_ATTRIBUTES)).searchEntries.map((e) => {
      const account = text(e, 'sAMAccountName') || text(e, 'uid');
      const given = [text(e, 'givenName'), text(e, 'sn')].filter(Boolean).join(' ');
      return {
        id: entryId(e),
        dn: e.dn,
        account,
        name: text(e, 'displayName') || text(e, 'cn') || given,
        mail: text(e, 'mail'),
        phone: text(e, 'telephoneNumber') || text(e, 'mobile'),
        domainAccount: text(e, 'userPrincipalName') || (account ? `${account}@${domain}` : ''),
        unitDn: nearest(e.dn, unitDns, baseNormal),
      };
    });
    return { base, units, people };
  });
}

/** Binds and reads the base entry: what the connection test proves. */
export async function testDirectory(s: AdSettings): Promise<{ baseDn: string; millis: number }> {
  const started = Date.now();
  const baseDn = adBaseDn(s);
  await withDirectory(s, async (client) => {
    try {
      await client.search(baseDn, { scope: 'base', filter: '(objectClass=*)', attributes: ['1.1'] });
    } catch (err) {
      if (err instanceof NoSuchObjectError)
        throw new AppError(Code.BAD_REQUEST, 'adDomain.targetMissing', { dn: baseDn });
      throw err;
    }
  });
  return { baseDn, millis: Date.now() - started };
}
