// Strict, zero-warning lint: type-aware TypeScript, React hooks, jsx-a11y, and the project's layering rules
// (docs/architecture.md): core imports nothing of ours; the server's plugins import no module and only
// repositories touch the database; the web is layered (lib, api, components, features, app) with no feature
// importing another (as bulletproof-react does), and no import cycle anywhere.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const features = readdirSync(`${root}/src/web/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The web's layers: each may import those before it, never those after it; a feature never another feature. */
const webZones = [
  ...features.map((f) => ({
    target: `./src/web/features/${f}`,
    from: './src/web/features',
    except: [`./${f}`],
    message:
      'A feature does not import another feature: share through src/web/api, lib or components, or compose in src/web/app.',
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import the app: the app composes features.',
  },
  ...['./src/web/lib', './src/web/api', './src/web/components'].map((target) => ({
    target,
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared code does not import features or the app.',
  })),
  {
    target: './src/web/lib',
    from: ['./src/web/api', './src/web/components'],
    message: 'lib is the bottom layer.',
  },
  {
    target: './src/web/api',
    from: './src/web/components',
    message: 'The API calls do not import components.',
  },
];

const serverZones = [
  {
    target: './src/server/plugins',
    from: './src/server/modules',
    message: 'Plugins are below modules: a plugin never imports a module.',
  },
  {
    target: './src/server/modules',
    from: './src/server/app.ts',
    message: 'Modules do not import the app that wires them.',
  },
];

const noWeb = { group: ['**/web/**'], message: 'The server imports only from src/core.' };
const onlyRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/**'],
  message:
    'Only repositories (repository.ts) touch the database: routes call services, services call repositories.',
};
const ownRepository = {
  group: ['../*/repository.ts', '../*/*-repository.ts'],
  message: "A module's repository is its own: call the other module's service.",
};
const profilesInOneRepository = {
  group: ['**/db/schema/profile.ts', '**/db/schema/index.ts'],
  importNames: ['profiles'],
  message:
    'Her profile is written only by modules/profile/repository.ts, whose writes forget the cached copy: use the profile service.',
};

/** Project rule: kebab-case file names. */
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
    plugins: { project, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // Imported files are parsed as TypeScript too, so cycles are followed through every file.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**'], message: 'The web imports only from src/core.' }],
          paths: [
            {
              name: 'sonner',
              allowTypeImports: true,
              message:
                "Notices go through src/web/lib/toast.ts (sonner's calls, loaded with the first notice): a toast from sonner itself would never show.",
            },
          ],
        },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, profilesInOneRepository] }] },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWeb, onlyRepositories, ownRepository] }],
    },
  },
  {
    // Routes call their module's service, never a repository.
    files: ['src/server/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noWeb,
            onlyRepositories,
            ownRepository,
            {
              group: ['./repository.ts', './*-repository.ts'],
              message: 'Routes call the service, not the repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*repository.ts'],
    ignores: ['src/server/modules/profile/*repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noWeb, ownRepository, profilesInOneRepository] }],
    },
  },
  {
    // The profile's own repositories (its writes; the export reads every table).
    files: ['src/server/modules/profile/*repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb, ownRepository] }] },
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
      // A test may reach across layers to set up what it checks.
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    // Server tests set up states directly in the tables (her profile included).
    files: ['src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noWeb] }] },
  },
);
