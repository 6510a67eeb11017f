/**
 * The house's import rules, checked in `npm test` (`npm run check:imports`). Type-only imports
 * and dynamic import() count: a cycle of meaning is a cycle however it is written.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules import one way; a cycle means two files each need the other's insides.",
      from: {},
      to: { circular: true },
    },
    {
      name: "scripts-not-tests",
      severity: "error",
      comment: "Tooling may not lean on tests: what both need lives in scripts/harness.",
      from: { path: "^scripts/" },
      to: { path: "^tests/" },
    },
    {
      name: "server-not-page",
      severity: "error",
      comment: "The functions share only src/shared with the page.",
      from: { path: "^netlify/" },
      to: { path: "^src/", pathNot: "^src/shared/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|dist-ssr|\\.netlify)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6", "cjs"],
  },
};
