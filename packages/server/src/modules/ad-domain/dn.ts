/**
 * Distinguished names as text (RFC 4514): enough to compare them, walk up
 * to a parent and read the first value. Directories answer DNs with their
 * own spacing and letter case, so DNs are compared in `normalDn` form.
 */

/** The RDNs of a DN, first (the entry's own) to last, split at commas that are not escaped. */
export function rdnsOf(dn: string): string[] {
  const rdns: string[] = [];
  let current = '';
  for (let i = 0; i < dn.length; i++) {
    const c = dn[i] as string;
    if (c === '\\' && i + 1 < dn.length) {
      current += c + (dn[i + 1] as string);
      i++;
    } else if (c === ',') {
      rdns.push(current.trim());
      current = '';
    } else {
      current += c;
    }
  }
  if (current.trim()) rdns.push(current.trim());
  return rdns;
}

/** A DN to compare: RDNs lower-cased, without spaces around `=` and commas. */
export function normalDn(dn: string): string {
  return rdnsOf(dn)
    .map((rdn) => {
      const at = rdn.indexOf('=');
      return `${rdn.slice(0, at).trim()}=${rdn.slice(at + 1).trim()}`.toLowerCase();
    })
    .join(',');
}

/** The parent's DN in normal form; empty for a one-RDN DN. */
export function parentDn(dn: string): string {
  return normalDn(rdnsOf(dn).slice(1).join(','));
}

/** The value of the first RDN, unescaped: "ou=Sales\, East,dc=x" gives "Sales, East". */
export function firstValue(dn: string): string {
  const [rdn = ''] = rdnsOf(dn);
  return rdn.slice(rdn.indexOf('=') + 1).replace(/\\(.)/g, '$1');
}

/** A value escaped for a DN (RFC 4514 §2.4). */
export function escapeValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, '\\$&')
    .replace(/^[ #]/, '\\$&')
    .replace(/ $/, '\\ ');
}

/** The domain of a DN made only of dc= parts ("dc=example,dc=com" gives "example.com"), else ''. */
export function domainOf(dn: string): string {
  const rdns = rdnsOf(dn);
  if (rdns.length === 0 || !rdns.every((r) => /^dc\s*=/i.test(r))) return '';
  return rdns.map((r) => r.slice(r.indexOf('=') + 1).trim()).join('.');
}
