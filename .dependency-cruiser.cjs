/**
 * The import floors dependency-cruiser holds (`npm run lint`, and `npm test`'s checks): no file
 * circles in any workspace, and the audit service's shared concerns below the folders that use
 * them (docs/decisions/0042, docs/guides/processes.md). The site's floors are ESLint rules
 * (eslint.config.mjs, docs/decisions/0122). `node scripts/shape.mjs` prints every floor and
 * upward arrow as figures. Tests, generated types and migrations are left out.
 */
const svc = '^audit-service/src/'
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A loop of files: move what both need into a third file below them.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-the-ground-floor',
      severity: 'error',
      comment:
        'The audit engine (questions, mentions, facts, scoring) imports nothing from the service around it but its errors.',
      from: { path: `${svc}engine/` },
      to: { path: svc, pathNot: [`${svc}engine/`, `${svc}errors\\.ts$`] },
    },
    {
      name: 'shared-concerns-import-no-folder',
      severity: 'error',
      comment: 'errors.ts and tokens.ts stand below every folder of the service.',
      from: { path: `${svc}(errors|tokens)\\.ts$` },
      to: { path: svc, pathNot: `${svc}(errors|tokens)\\.ts$` },
    },
    {
      name: 'http-imports-no-domain',
      severity: 'error',
      comment:
        'http/ turns any error into an answer by the answer each error carries (src/errors.ts): it imports no domain folder.',
      from: { path: `${svc}http/errors\\.ts$` },
      to: { path: svc, pathNot: [`${svc}http/`, `${svc}errors\\.ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|test|testing|migrations|\\.next)/|\\.test\\.tsx?$|payload-types\\.ts$|importMap\\.js$|\\.d\\.ts$',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
}
