// One jest run covers every front-end workspace; each workspace is a project so it can run alone
// (`npm test -w mfe-catalogue` selects its project).
const apps = ['shared', 'shell', 'mfe-marketing', 'mfe-catalogue', 'mfe-content', 'mfe-contact', 'mfe-internal'];

/** @type {import('jest').Config} */
module.exports = {
  projects: apps.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
    transform: {
      '^.+\\.(ts|tsx)$': [
        'ts-jest',
        { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true, diagnostics: false },
      ],
      '^.+\\.(js|mjs)$': ['ts-jest', { tsconfig: { allowJs: true }, isolatedModules: true, diagnostics: false }],
    },
    // ESM-only packages (react-markdown and its unified/remark family, embla) are transpiled for jest.
    transformIgnorePatterns: [
      '/node_modules/(?!(react-markdown|remark-.*|rehype-.*|unified|unist-.*|mdast-.*|hast-.*|micromark.*|decode-named-character-reference|character-entities.*|property-information|space-separated-tokens|comma-separated-tokens|vfile.*|bail|is-plain-obj|trough|devlop|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|html-url-attributes|trim-lines|estree-util-.*|lucide-react)/)',
    ],
    moduleNameMapper: {
      '\\.(css|woff2?|png|jpe?g|webp|mp4|webm)$': '<rootDir>/../shared/src/testing/file-stub.ts',
      '\\.svg$': '<rootDir>/../shared/src/testing/file-stub.ts',
    },
  })),
};
