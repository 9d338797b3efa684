/**
 * The domain boundary (docs/architecture.md, "Domain boundary"): a file of
 * one server domain (a folder of modules/, or the gateway) enters another
 * domain only through that domain's index.ts; everything else in a domain
 * is its own. Tests may reach in. `root` is the server's source folder as
 * dependency-cruiser sees it, e.g. 'packages/server/src'.
 */
function domainBoundary(root) {
  const domain = `^${root}/(modules/[^/]+|gateway)/`;
  return {
    name: 'domain-internals',
    comment:
      'Import another domain through its index.ts (its public functions and tables), not from its internal files.',
    severity: 'error',
    from: { path: domain, pathNot: '\\.test\\.ts$' },
    to: { path: domain, pathNot: [`^${root}/$1/`, `^${root}/(modules/[^/]+|gateway)/index\\.ts$`] },
  };
}

module.exports = { domainBoundary };
