// The one-way layer rule of ARCHITECTURE.md, enforced with eslint-plugin-boundaries: every file
// is classified by folder pattern (so new widget folders are covered as they appear), and an
// import is allowed only where a policy says so. Tested per forbidden direction in
// tests/lint/layers.test.ts.
import boundaries from 'eslint-plugin-boundaries';

const srcLayers = ['api', 'ui', 'widget-shared', 'widget', 'elements', 'shell'];
const serverBase = ['server-root', 'server-infra', 'server-domain'];
const serverLayers = [...serverBase, 'server-seed', 'server-dev', 'server-surface'];
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
      // The names only dialogs show, in every language (a catalog of their own, loaded with the
      // dialogs' chunks, not in the runtime): part of the widgets' shared code, not a widget.
      { type: 'widget-shared', pattern: 'src/widgets/known-names' },
      { type: 'widget', pattern: 'src/widgets/*', capture: ['name'] },
      { type: 'elements', pattern: 'src/elements' },
      { type: 'shell', pattern: 'src/shell' },
      // The server (ARCHITECTURE.md, "Layers and folders"): the infrastructure (db, http, mail),
      // the shared domain, the seed, the test-only dev/ folder, every other folder a surface
      // (identity, widgets, management, admin-portal, product, docs, scim, events and any new
      // one), and last the files at its root: the core (config, context, ids) and the wiring
      // (app.ts, main.ts).
      { type: 'server-infra', pattern: 'server/{db,http,mail}' },
      // directory-sync/, audit-logs/ and events/ (the event log every write path appends to, and
      // the delivery engine) are shared rules several surfaces use (domain code
      // that arrived in folders of its own).
      { type: 'server-domain', pattern: 'server/{domain,directory-sync,audit-logs,events}' },
      { type: 'server-seed', pattern: 'server/seed' },
      { type: 'server-dev', pattern: 'server/dev' },
      { type: 'server-surface', pattern: 'server/*', capture: ['name'] },
      { type: 'server-root', pattern: 'server' },
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
          {
            from: { element: { types: { anyOf: serverLayers } } },
            allow: { dependency: { kind: 'type' }, ...layer(...srcLayers) },
          },
          // The root's core modules and the infrastructure know nothing of the domain or the
          // surfaces.
          {
            from: { element: { types: { anyOf: ['server-root', 'server-infra'] } } },
            allow: layer('server-root', 'server-infra'),
          },
          // The domain serves every surface and imports none.
          {
            from: { element: { type: 'server-domain' } },
            allow: layer(...serverBase),
          },
          {
            from: { element: { type: 'server-seed' } },
            allow: layer(...serverBase, 'server-seed'),
          },
          // A surface uses the domain and the infrastructure and its own folder, never another
          // surface, the seed or the test-only dev/ folder.
          { from: { element: { type: 'server-surface' } }, allow: layer(...serverBase) },
          {
            from: { element: { type: 'server-surface' } },
            allow: {
              to: {
                element: {
                  type: 'server-surface',
                  captured: { name: '{{ from.element.captured.name }}' },
                },
              },
            },
          },
          // The wiring (dev/ routes only in test mode) and dev/ itself may reach everything.
          {
            from: { element: { type: 'server-root', fileInternalPath: '{app,main}.ts' } },
            allow: layer(...serverLayers),
          },
          { from: { element: { type: 'server-dev' } }, allow: layer(...serverLayers) },
        ],
      },
    ],
  },
};
