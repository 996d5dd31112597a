// Which chunk of the kit (`vite build --mode widgets`) each module goes in: the predicates of
// vite.config.ts's code-splitting groups.

/** The loader's modules: they stay in widgets.js, free of React. */
const loaderModules = ['index', 'autoloader', 'registry', 'kit-element'];

/**
 * Modules that two or more tags need (React, the UI kit, the API client, the widget runtime and
 * the element machinery) go in one `runtime` chunk; a module only one tag uses (its own element
 * file and widget folder) stays in its chunk (`minShareCount`), and the loader in widgets.js.
 */
export function isKitRuntime(id: string): boolean {
  const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  if (
    isFloatingLayer(file) ||
    isKitExtra(file) ||
    isStatusCard(file) ||
    isIdentityCheck(file) ||
    isConfirmDialog(file) ||
    isHttpClient(file)
  )
    return false;
  // The ICU compiler is for a partner's `messages` only: it stays in its own lazy chunk.
  if (/\/node_modules\/(@lingui\/message-utils|@messageformat)\//.test(file)) return false;
  if (file.includes('/node_modules/') || file.includes('rolldown/runtime')) return true;
  // The stand-in for Lingui's compiler (scripts/icu-catalogs.ts): empty once bundled, and a
  // chunk of its own (one more request before the first paint) unless it joins the runtime.
  if (file.startsWith('\0icu-catalogs:')) return true;
  if (/\/src\/(ui|api|widgets\/shared)\//.test(file)) return true;
  const element = /\/src\/elements\/([^/]+)\.tsx?$/.exec(file)?.[1];
  return element !== undefined && !loaderModules.includes(element);
}
/**
 * The floating and focus layer widgets load after their first paint (src/ui/layer/floating-layer.tsx):
 * @floating-ui/react with what it brings, and the primitives built on it and their CSS: every
 * module in src/ui/layer/, in one chunk.
 */
export function isFloatingLayer(id: string): boolean {
  const file = id.replace(/\\/g, '/').replace(/\?.*$/, '');
  return (
    /\/node_modules\/(@floating-ui\/|tabbable\/)/.test(file) || file.includes('/src/ui/layer/')
  );
}

/**
 * Parts of the UI kit and widget runtime that only some tags use, and only past their first
 * paint on the `<users-management>` page (forms in its dialogs, the admin portal of the SSO and
 * domain tags): src/ui/extras/ and src/widgets/shared/extras/, one chunk, so a page whose tags do
 * not need them never downloads them.
 */
export function isKitExtra(id: string): boolean {
  return /\/src\/(ui|widgets\/shared)\/extras\//.test(id.replace(/\\/g, '/'));
}

/**
 * The status card of `<sso-connection>`, `<directory-sync>` and `<audit-log-streaming>`
 * (src/widgets/shared/status-card/, its CSS included): one chunk those three tags load with their
 * own, so neither the runtime nor kit-extras (and so no `<users-management>` page) carries it.
 */
export function isStatusCard(id: string): boolean {
  return /\/src\/widgets\/shared\/status-card\//.test(id.replace(/\\/g, '/'));
}

/**
 * The identity check of SPEC.md §4 "Elevated access" with the OTP cells and the password field
 * (src/ui/identity-check/ and src/widgets/shared/identity-check/): only on-intent modules import
 * them (`<user-security>`'s dialogs, `<user-profile>`'s e-mail change), so their chunk,
 * chunks/on-intent/identity-check.js, is fetched with those, never on idle. Nothing in the
 * runtime or kit-extras may import these modules (or this chunk would load with them).
 */
export function isIdentityCheck(id: string): boolean {
  return /\/src\/(ui|widgets\/shared)\/identity-check\//.test(id.replace(/\\/g, '/'));
}

/**
 * The one confirm dialog (src/ui/confirm/): only the widgets' dialog chunks import it (on intent,
 * and <users-management>'s dialogs right after its first paint), so its chunk,
 * chunks/on-intent/confirm-dialog.js, comes with them and never with a first paint. Nothing in the
 * runtime, kit-extras or a tag's own chunk may import it (or this chunk would load with them).
 */
export function isConfirmDialog(id: string): boolean {
  return /\/src\/ui\/confirm\//.test(id.replace(/\\/g, '/'));
}

/**
 * TanStack Query's hook for writes (useMutation and its observer): a chunk of its own in the
 * shared-React build, which the <users-management> page loads with its dialogs, after the first
 * row (a tag whose own chunk writes, as <api-keys>, loads it with that chunk). The standalone
 * build keeps it in the runtime: there an extra chunk would cost the <api-keys> first paint more
 * than the <users-management> one saves.
 */
export function isQueryMutation(id: string): boolean {
  return /\/node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(mutationObserver|useMutation)\.js$/.test(
    id.replace(/\\/g, '/'),
  );
}
/** ky: fetched with the first request a widget sends itself (prefetched reads need none). */
export function isHttpClient(id: string): boolean {
  return /\/node_modules\/ky\//.test(id.replace(/\\/g, '/'));
}

/**
 * What the shared-React build leaves to the host's bundler: React, react-dom and scheduler (and
 * their subpaths: react/jsx-runtime, react-dom/client), so the page has one of each.
 */
export function isHostReact(id: string): boolean {
  return /^(react|react-dom|scheduler)(\/.*)?$/.test(id);
}

/**
 * TanStack Query and Lingui's runtime: a chunk of their own in the shared-React build, so its
 * runtime chunk is the kit's own first-paint code (the ICU compiler stays in its lazy chunk).
 */
export function isQueryOrI18n(id: string): boolean {
  return /\/node_modules\/(@tanstack\/|@lingui\/core\/)/.test(id.replace(/\\/g, '/'));
}
