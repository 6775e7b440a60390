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

/** One way to pass a transaction in the API (docs/decisions/0041-one-way-to-pass-a-transaction.md). */
const oneWayToPassATransaction = [
  {
    selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
    message: 'Open a transaction with inTransaction(db, …) from db/transactions, in a service (ADR 0041).',
  },
  {
    selector: "AssignmentPattern[right.type='Identifier'][right.name=/^(db|trx)$/]",
    message: 'Take the executor as the first parameter, with no default: callers pass their trx, or db outside one (ADR 0041).',
  },
  {
    selector: ':function > .params[name=/^forUpdate$/], :function > AssignmentPattern.params > Identifier.left[name=/^forUpdate$/]',
    message: 'A locking read is its own method (lockById, lockEntry…), not a flag (ADR 0041).',
  },
  {
    selector: 'CallExpression[callee.name=/Repository$/] > Identifier.arguments[name=/^(trx|tx)$/]',
    message: 'Build a repository once over db and pass the trx to its methods (ADR 0041).',
  },
];

/** Repositories and routes never open a transaction: a service does (ADR 0041). */
const noTransactionOpeners = [
  ...oneWayToPassATransaction,
  {
    selector: "ImportDeclaration[source.value=/db\\/transactions$/] > ImportSpecifier[imported.name='inTransaction']",
    message: 'Only a service opens a transaction; take the trx as the first parameter instead (ADR 0041).',
  },
];

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
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts', 'apps/api/src/db/transactions.ts'],
    rules: { 'no-restricted-syntax': ['error', ...oneWayToPassATransaction] },
  },
  {
    files: ['apps/api/src/modules/**/{repository,*-repository,routes,*-routes}.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noTransactionOpeners] },
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
