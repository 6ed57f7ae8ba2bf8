// Strict, zero-warning lint: type-aware TypeScript, React hooks, jsx-a11y, and the project's layering rules.
import { basename, dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Project rules: kebab-case file names; one feature does not import another feature's components. */
const project = {
  rules: {
    'kebab-case-files': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = basename(context.filename).split('.')[0] ?? '';
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) {
          context.report({
            loc: { line: 1, column: 0 },
            message: `File name "${basename(context.filename)}" must be kebab-case.`,
          });
        }
        return {};
      },
    },
    'feature-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const rel = relative(root, context.filename).split(sep).join('/');
        const own = /^src\/web\/features\/([^/]+)\//.exec(rel)?.[1];
        if (!own) return {};
        return {
          ImportDeclaration(node) {
            const spec = String(node.source.value);
            if (!spec.startsWith('.')) return;
            const target = relative(root, resolve(dirname(context.filename), spec))
              .split(sep)
              .join('/');
            const m = /^src\/web\/features\/([^/]+)\/(.+)$/.exec(target);
            if (m && m[1] !== own && m[2]?.startsWith('components/')) {
              context.report({
                node,
                message: `Feature "${own}" must not import the internals of feature "${m[1]}".`,
              });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.test-data/**',
      'src/server/db/migrations/**',
      'public/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] },
        tsconfigRootDir: root,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { project },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
      'project/kebab-case-files': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'project/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The web imports only from src/core.' }] },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm'],
              message: 'src/core has no I/O and imports nothing of ours outside core.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server imports only from src/core.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.int.test.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
