/**
 * The import rules of the layout, checked on every `npm test`. Each part may import only what the
 * table of parts in ARCHITECTURE.md allows, and the plumbing every feature stands on imports no
 * feature, so a feature is added or removed without touching it.
 */

/** Server plumbing: it receives the features from the one list and must work whichever it names. */
const serverPlumbingFolders = '^server/(db|crud|http|queue|tasks|realtime)/';
/** The app, the start-up and the entry point compose the features through their one list and name none of them. */
const serverPlumbing = [serverPlumbingFolders, '^server/(app|main|featureStartup)[.]ts$'];
/**
 * What server plumbing may import: plumbing, the core services every feature is built with (the
 * signed-in user's sessions, the notifier in the context), the root files.
 */
const serverPlumbingMayImport = [
  '^server/(db|crud|http|queue|tasks|realtime|auth|notifications)/',
  '^server/(app|config|context|serverFeature|featureStartup|features)[.]ts$',
];
/** Browser plumbing: the feature type and its composition, providers, strings, layout, generic screens. */
const srcPlumbing = '^src/(app|providers|i18n|layout|schema-ui)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'src-not-to-server',
      comment: 'The browser and the server share only the declarations in resources/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-to-src',
      comment: 'The browser and the server share only the declarations in resources/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'resources-are-pure-data',
      comment: 'Declarations import only other declarations: no package, no Node module, no runtime code.',
      severity: 'error',
      from: { path: '^resources/' },
      to: { pathNot: '^resources/' },
    },
    {
      name: 'sandbox-imports-nothing-of-ours',
      comment: 'The imitation marketplace stands alone, like the real one: packages and Node modules only.',
      severity: 'error',
      from: { path: '^sandbox/' },
      // A package may resolve outside the tree (a linked install): any path through node_modules is a package.
      to: { pathNot: ['^sandbox/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'server-plumbing-imports-no-feature',
      comment: 'Server plumbing imports no feature folder; features reach it through server/features.ts.',
      severity: 'error',
      from: { path: serverPlumbing },
      to: { path: '^server/', pathNot: serverPlumbingMayImport },
    },
    {
      name: 'server-plumbing-skips-the-feature-list',
      comment: 'The feature list names every feature: server/app.ts and server/main.ts compose it, the plumbing folders never import it.',
      severity: 'error',
      from: { path: serverPlumbingFolders },
      to: { path: '^server/features[.]ts$' },
    },
    {
      name: 'src-plumbing-imports-no-feature',
      comment: 'Browser plumbing imports no feature folder nor the feature list; it receives the features from the app.',
      severity: 'error',
      from: { path: srcPlumbing },
      to: { path: '^src/', pathNot: srcPlumbing },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // A type-only import ties the parts together as much as a value import does.
    tsPreCompilationDeps: true,
  },
};
