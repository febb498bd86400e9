import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

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
      'import-x/order': ['warn', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['error', 'warn', 'info'] }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.base.json' })] },
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
