import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * One template for every remote, enforced by import-x/no-restricted-paths:
 *   src/exposes/   one module per page, the federation surface; only bootstrap.tsx and tests import it
 *   src/features/  one folder per feature; another feature imports only its public index.ts
 *   src/content/   copy as typed data; imports no feature
 *   src/testing/   helpers for tests; only tests import it
 *   src/sections/  optional shared layer: blocks and helpers many features use (mfe-marketing's section
 *                  kit, mfe-content's author, back link, not-found...); imports no feature
 *   src/assets/    optional shared layer: static files (pictures, videos, illustrations)
 *   src/api/       the remote's own data code: endpoints, mappers, view models, Strapi shapes, reads and
 *                  hooks, built on the platform's CMS client (docs/platform.md); imports no feature
 * plus bootstrap.tsx and index.ts. Any other folder under src/ is unreachable. No app imports another
 * app's source (a remote, the shell), and @linx/shared imports none: they meet through federation.
 * The zones are built from the folders on disk, so a new remote or feature is covered as it lands.
 */
const root = import.meta.dirname;
const foldersIn = (dir) => {
  try {
    return fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const remotes = foldersIn('.').filter((name) => name.startsWith('mfe-'));
const apps = ['shell', ...remotes];
const templateEntries = [
  'exposes',
  'features',
  'content',
  'testing',
  'sections',
  'assets',
  'api',
  'bootstrap.tsx',
  'index.ts',
];

const appZones = [...apps, 'shared'].map((app) => ({
  target: app,
  from: apps.filter((other) => other !== app).map((other) => `${other}/src`),
  message: 'Una app no importa el código de otra: se comparte por @linx/shared o se carga por federación.',
}));

const remoteZones = remotes.flatMap((remote) => {
  const src = (...parts) => path.posix.join(remote, 'src', ...parts);
  const features = foldersIn(src('features'));
  return [
    {
      target: src(),
      from: src(),
      except: templateEntries.map((entry) => `./${entry}`),
      message: 'src/ de un remoto tiene solo exposes, features, content, testing, sections, assets y api.',
    },
    ...features.map((feature) => ({
      target: src('features', feature),
      from: src('features'),
      except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
      message: 'Otra feature se importa solo por su index.ts (sus archivos internos son suyos).',
    })),
    {
      target: [src('content'), src('sections'), src('assets'), src('api')],
      from: src('features'),
      message: 'content/, api/ y las capas compartidas no importan features.',
    },
  ];
});

// Outside tests: an exposed page is imported only by bootstrap.tsx, test helpers only by tests.
const productionZones = remotes.flatMap((remote) => {
  const src = (...parts) => path.posix.join(remote, 'src', ...parts);
  return [
    {
      target: ['features', 'content', 'testing', 'sections', 'assets'].map((folder) => src(folder)),
      from: src('exposes'),
      message: 'Solo bootstrap.tsx y las pruebas importan una página expuesta.',
    },
    {
      target: templateEntries.filter((entry) => entry !== 'testing').map((entry) => src(entry)),
      from: src('testing'),
      message: 'testing/ es solo para pruebas.',
    },
  ];
});
const boundaries = (zones) => ['error', { basePath: root, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'cms/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'reports/**',
      // Builds kept by `npm run release` (docs/releases.md), outside git like dist/.
      'releases/**',
      'rendered/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': boundaries([...appZones, ...remoteZones]),
      'import-x/order': ['warn', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['error', 'warn', 'info'] }],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.base.json' })],
      // Without these, import-x parses no .ts/.tsx dependency and no-cycle never sees a cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': boundaries([...appZones, ...remoteZones, ...productionZones]) },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A focused or skipped test never lands: every test runs, every time (jest, node:test, Playwright).
    files: ['**/*.test.{ts,tsx,js,mjs}', 'e2e/**/*.ts', '**/test/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[object.name=/^(describe|it|test|suite)$/][property.name=/^(only|skip|todo)$/]',
          message: 'No se suben pruebas enfocadas u omitidas (.only / .skip / .todo).',
        },
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe|xit|xdescribe|xtest)$/]',
          message: 'No se suben pruebas enfocadas u omitidas.',
        },
        {
          selector:
            'CallExpression[callee.name=/^(describe|it|test)$/] > ObjectExpression > Property[key.name=/^(only|skip|todo)$/]',
          message: 'No se suben pruebas enfocadas u omitidas ({ only } / { skip }).',
        },
      ],
    },
  },
  prettier,
);
