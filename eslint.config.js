// One lint setup for the whole workspace.
import js from '@eslint/js';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Code that runs in pages (the shell, the remotes, the shared packages): effector's and React's
// rules apply there. effector's rules read types, so these files are linted with the type service.
const PAGE_CODE = ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'];
const pageCode = (config) => ({ ...config, files: PAGE_CODE });

// The router and react-i18next reach code only through the platform's wrappers (shared/router,
// shared/i18n), the modules the shell and the gateway share with remotes: a name a wrapper lacks
// then fails to compile instead of failing in a browser.
const WRAPPED = [
  ...['react-router', 'react-router-dom', 'react-router/dom'].map((name) => ({
    name,
    message: 'Import from @vitrina/router, the router the shell shares with remotes.',
  })),
  { name: 'react-i18next', message: 'Import from @vitrina/i18n, the module the shell shares with remotes.' },
];
// The router's other entries are not shared: in a remote either would bundle a second router.
const SERVER_ROUTER = { name: '@vitrina/router/server', message: "Only the shell's server render uses it." };
const TEST_ROUTER = { name: '@vitrina/router/testing', message: 'Only tests use it.' };
const restrictImports = (...paths) => ({ 'no-restricted-imports': ['error', { paths }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.cache/**', 'data/**', 'api/drizzle/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Plain Node scripts (the bootstrap runs before any install, so it is JavaScript).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      ...restrictImports(...WRAPPED, SERVER_ROUTER, TEST_ROUTER),
    },
  },
  { files: PAGE_CODE, languageOptions: { parserOptions: { projectService: true } } },
  pageCode(effector.flatConfigs.recommended),
  pageCode(effector.flatConfigs.scope),
  pageCode(effector.flatConfigs.react),
  // The two classic hook rules, as errors. The React Compiler's rules (refs, immutability, ...) are
  // not on: no code here is compiled by it, and they forbid patterns React itself supports.
  {
    files: PAGE_CODE,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['shell/src/server/**'], rules: restrictImports(...WRAPPED, TEST_ROUTER) },
  { files: ['**/test/**'], rules: restrictImports(...WRAPPED) },
  { files: ['shared/router/**', 'shared/i18n/**'], rules: { 'no-restricted-imports': 'off' } },
);
