// The one-way layer rule of ARCHITECTURE.md, enforced with eslint-plugin-boundaries: every file
// is classified by folder pattern (so new widget folders are covered as they appear), and an
// import is allowed only where a policy says so. Tested per forbidden direction in
// tests/lint/layers.test.ts.
import boundaries from 'eslint-plugin-boundaries';

const srcLayers = ['api', 'ui', 'widget-shared', 'widget', 'elements', 'shell'];
const layer = (...types) => ({ to: { element: { types: { anyOf: types } } } });

export const layerRule = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    'boundaries/elements': [
      { type: 'api', pattern: 'src/api' },
      { type: 'ui', pattern: 'src/ui' },
      // Before `widget`: the widgets' runtime is not a widget.
      { type: 'widget-shared', pattern: 'src/widgets/shared' },
      { type: 'widget', pattern: 'src/widgets/*', capture: ['name'] },
      { type: 'elements', pattern: 'src/elements' },
      { type: 'shell', pattern: 'src/shell' },
      { type: 'server', pattern: 'server' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          'Layer rule (ARCHITECTURE.md): {{ from.element.type }} must not import {{ to.element.type }}.',
        policies: [
          // api and ui know nothing of the rest.
          { from: { element: { type: 'api' } }, allow: layer('api') },
          { from: { element: { type: 'ui' } }, allow: layer('ui') },
          // The widgets' runtime uses api and ui only.
          {
            from: { element: { type: 'widget-shared' } },
            allow: layer('api', 'ui', 'widget-shared'),
          },
          // A widget uses api, ui, the runtime and its own folder, never another widget.
          {
            from: { element: { type: 'widget' } },
            allow: layer('api', 'ui', 'widget-shared'),
          },
          {
            from: { element: { type: 'widget' } },
            allow: {
              to: {
                element: { type: 'widget', captured: { name: '{{ from.element.captured.name }}' } },
              },
            },
          },
          // Elements wrap widgets; the shell uses elements (as tags), api and ui.
          {
            from: { element: { type: 'elements' } },
            allow: layer('api', 'ui', 'widget-shared', 'widget', 'elements'),
          },
          { from: { element: { type: 'shell' } }, allow: layer('api', 'ui', 'elements', 'shell') },
          // The server takes nothing from src/ but types.
          { from: { element: { type: 'server' } }, allow: layer('server') },
          {
            from: { element: { type: 'server' } },
            allow: { dependency: { kind: 'type' }, ...layer(...srcLayers) },
          },
        ],
      },
    ],
  },
};
