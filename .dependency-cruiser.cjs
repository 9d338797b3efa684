// `npm run lint` runs this over the server: the domain boundary, nothing else.
const { domainBoundary } = require('./scripts/boundary-rule.cjs');

module.exports = {
  forbidden: [domainBoundary('packages/server/src')],
  options: {
    // Imports name no extension: resolve them as TypeScript files.
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // The boundary test's own examples break the rule on purpose.
    exclude: { path: '/__fixtures__/' },
  },
};
