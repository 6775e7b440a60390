import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One API module may call another's service, never its repository (SQL stays with the tables' owner). */
const apiRepositoryBoundary = {
  patterns: [
    {
      group: ['../*/repository', '../*/repository.*', '**/modules/*/repository', '**/modules/*/repository.*'],
      message: "Call the other module's service; its repository is private to it.",
    },
  ],
};

/** Web features do not reach into each other; what they share lives in src/components and src/lib. */
const featureBoundary = (depth) => ({
  patterns: [
    {
      regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/`,
      message: "Features do not import each other's internals; move what is shared to src/components or src/lib.",
    },
    { regex: '^(\\.\\./)+app/', message: 'Features do not import the app shell.' },
  ],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', 'bench/results/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  { files: ['apps/api/src/modules/**/*.ts'], rules: { 'no-restricted-imports': ['error', apiRepositoryBoundary] } },
  {
    files: ['apps/api/src/*.ts', 'apps/api/src/plugins/**/*.ts', 'apps/api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', apiRepositoryBoundary] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/embed/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  { files: ['apps/web/src/features/*/*/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', featureBoundary(2)] } },
  { files: ['apps/web/src/features/*/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', featureBoundary(1)] } },
);
