/**
 * Import rules checked by `npm run lint` (dependency-cruiser). The layering is written out in
 * docs/architecture.md.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not reach itself through its imports, types included: cycles make the load order and the layering unreadable.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'routes-call-services',
      severity: 'error',
      comment:
        "Routes (and the server-rendered pages) validate, authorise and answer; the database is reached through the module's service.",
      from: { path: '^apps/server/src/modules/.+/(.+\\.routes|.+\\.pages|live-stream)\\.tsx?$' },
      to: { path: ['^node_modules/drizzle-orm', '^apps/server/src/platform/db/schema', '\\.repo\\.ts$'] },
    },
    {
      name: 'sql-in-repos',
      severity: 'error',
      comment:
        'Inside a module only its *.repo.ts files run SQL: services hold the rules and call the repos (test kits, which set up and inspect test data, excepted).',
      from: { path: '^apps/server/src/modules/', pathNot: ['\\.repo\\.ts$', '(/|-)test-kit\\.ts$'] },
      to: {
        path: ['^node_modules/drizzle-orm', '^apps/server/src/platform/db/(schema|tables/|keyset|like)'],
      },
    },
    {
      name: 'sql-runs-in-repos',
      severity: 'error',
      comment:
        'Outside a repo, a module may name the database handle (its type) but not run statements through the database client.',
      from: { path: '^apps/server/src/modules/', pathNot: ['\\.repo\\.ts$', '(/|-)test-kit\\.ts$'] },
      to: { path: '^apps/server/src/platform/db/client', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'platform/ holds what every module uses (database, auth, errors, SMS, uploads); it knows no module.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by the server and the web app, and depends on neither.',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-talks-http',
      severity: 'error',
      comment: 'The web app reaches the server through HTTP and the contract, never its code.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['dist', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
