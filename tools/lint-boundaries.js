// The workspace's import boundaries as ESLint rules (no-restricted-imports), after bulletproof-react's zones:
// tools/lint-boundaries.test.ts holds each rule to the imports it must refuse and those it must allow.
import { REMOTE_NAMES as REMOTES } from '../shared/remotes.mjs';

/** A relative or package import that reaches into another frontend package or the shell. */
const otherFrontend = (self) => ({
  group: [...REMOTES.filter((remote) => remote !== self).flatMap((remote) => [`@shop/${remote}`, `@shop/${remote}/*`, `**/${remote}`, `**/${remote}/**`]), '@shop/shell', '@shop/shell/*', '**/shell/src/**'],
  message: 'Remotes talk to each other only through @shop/shared (the runtime bus) and the URL; no remote imports another or the shell.',
});

/**
 * shared's source reached by a path instead of its package name: in a frontend it would bundle a second runtime (a
 * second i18n instance and bus) beside the page's singleton; in the API it bypasses the package's public face.
 */
const sharedBySourcePath = {
  group: ['**/shared/src/**'],
  message: "Import shared by its package name ('@shop/shared', '@shop/shared/runtime', '@shop/shared/routes', ...).",
};

const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const sharedImportsNoUser = {
  group: ['@shop/mf-*', '@shop/shell', '@shop/api', '@shop/api/*', '**/mf-*/**', '**/shell/src/**', '**/api/src/**'],
  message: 'shared is used by the frontends and the API; it imports none of them.',
};

const apiImportsNoFrontend = {
  group: ['@shop/mf-*', '@shop/shell', '@shop/shared/react', '@shop/shared/react/*', '**/mf-*/**', '**/shell/src/**'],
  message: 'The API imports no frontend (it loads published remote renderers at run time).',
};

/** A regex for the folder name of an API module. */
const moduleName = '[^./][^/]*';

const throughFaces = {
  regex: `^\\.\\./(\\.\\./modules/)?${moduleName}/(?!index\\.ts$)`,
  message: "Import another module only through its face, '../<module>/index.ts'; export there what you need (decision 0119).",
};

export function boundaries() {
  return [
    ...REMOTES.map((remote) => ({ files: [`${remote}/src/**/*.{ts,tsx}`], rules: restricted(otherFrontend(remote), sharedBySourcePath) })),
    {
      // The shell loads remotes at run time through the registry; it imports none of them.
      files: ['shell/src/**/*.{ts,tsx}'],
      rules: restricted(
        { group: REMOTES.flatMap((remote) => [`@shop/${remote}`, `@shop/${remote}/*`, `**/${remote}`, `**/${remote}/**`]), message: 'The shell loads remotes through the registry at run time; it imports none of them.' },
        sharedBySourcePath,
      ),
    },
    {
      // A feature imports the app's shared parts (components, lib) but no other feature: the app layer composes them.
      files: ['mf-*/src/features/*/**/*.{ts,tsx}'],
      rules: restricted(otherFrontend(null), sharedBySourcePath, {
        regex: '^(\\.\\./)+(features/)?[^./][^/]*/(api|components|hooks|types|lib)/',
        message: 'A feature does not import another feature; move what both need to src/components or src/lib, or compose them in src/app.',
      }),
    },
    { files: ['shared/**/*.{ts,tsx,mjs}'], rules: restricted(sharedImportsNoUser) },
    {
      // The React half of shared reaches the core only through the package name, so Module Federation hands it the
      // page's one runtime (a relative import would bundle a second i18n and a second bus into each remote).
      files: ['shared/src/react/**/*.{ts,tsx}'],
      rules: restricted(sharedImportsNoUser, { group: ['../*'], message: "Import the core as '@shop/shared'." }),
    },
    {
      // The rest of shared reaches the page-wide runtime only as '@shop/shared/runtime', the shared singleton.
      files: ['shared/src/**/*.{ts,tsx}'],
      ignores: ['shared/src/runtime/**', 'shared/src/react/**'],
      rules: restricted(sharedImportsNoUser, { group: ['**/runtime/*', './runtime', '../runtime'], message: "Import the runtime as '@shop/shared/runtime'." }),
    },
    { files: ['api/src/**/*.ts'], rules: restricted(apiImportsNoFrontend, sharedBySourcePath) },
    // An API module reaches another only through that module's face, its index.ts; inside a module, routes call
    // services and services read repositories, never the other way round (decision 0119).
    { files: ['api/src/modules/*/*.ts'], rules: restricted(apiImportsNoFrontend, sharedBySourcePath, throughFaces) },
    {
      files: ['api/src/modules/*/routes.ts', 'api/src/modules/*/*-routes.ts'],
      rules: restricted(apiImportsNoFrontend, sharedBySourcePath, throughFaces, {
        regex: '(^|/)repository\\.ts$',
        message: 'Routes call the module\'s service; the service reads the repository (decision 0119).',
      }),
    },
    {
      files: ['api/src/modules/*/repository.ts'],
      rules: restricted(apiImportsNoFrontend, sharedBySourcePath, throughFaces, {
        regex: '^\\./(.*-)?(service|routes)\\.ts$',
        message: 'A repository is the bottom layer: it imports no service and no routes (decision 0119).',
      }),
    },
    {
      // The plugins, lib and the API's own settings use modules through their faces too; app.ts, server.ts and the
      // database scripts are where the modules are put together, and reach their routes and services directly.
      files: ['api/src/*.ts', 'api/src/plugins/**/*.ts', 'api/src/lib/**/*.ts'],
      ignores: ['api/src/app.ts', 'api/src/server.ts'],
      rules: restricted(apiImportsNoFrontend, sharedBySourcePath, {
        regex: `^\\.\\.?/modules/${moduleName}/(?!index\\.ts$)`,
        message: "Import a module only through its face, 'modules/<module>/index.ts' (decision 0119).",
      }),
    },
  ];
}
