// Lint rules, including the one-way layer rule of ARCHITECTURE.md:
// api and ui import nothing of widgets/elements/shell; widgets never import each other;
// elements wrap widgets; the server imports only types from src.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const widgetNames = [
  'users-management',
  'user-profile',
  'user-security',
  'user-sessions',
  'sso-connection',
  'domain-verification',
];

const layer = (from, group, message) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
  },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.test-data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'dangerouslySetInnerHTML is not allowed.',
        },
      ],
    },
  },
  layer(
    'src/api',
    ['**/ui/**', '**/widgets/**', '**/elements/**', '**/shell/**'],
    'Layer rule: src/api imports nothing of ui, widgets, elements or shell.',
  ),
  layer(
    'src/ui',
    ['**/api/**', '**/widgets/**', '**/elements/**', '**/shell/**'],
    'Layer rule: src/ui imports nothing of api, widgets, elements or shell.',
  ),
  ...widgetNames.map((name) =>
    layer(
      `src/widgets/${name}`,
      [
        '**/elements/**',
        '**/shell/**',
        ...widgetNames
          .filter((other) => other !== name)
          .flatMap((other) => [`**/widgets/${other}/**`, `../${other}/**`, `../${other}`]),
      ],
      'Layer rule: a widget uses api and ui only, never another widget, elements or shell.',
    ),
  ),
  layer(
    'src/elements',
    ['**/shell/**'],
    'Layer rule: src/elements wraps widgets and never imports the shell.',
  ),
  layer(
    'src/shell',
    ['**/widgets/**'],
    'Layer rule: the shell uses widgets only as custom-element tags (src/elements), never their React components.',
  ),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              allowTypeImports: true,
              message: 'Layer rule: server/ imports only types from src/.',
            },
          ],
        },
      ],
    },
  },
);
