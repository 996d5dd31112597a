// Mount/unmount on the built kit: an element removed from the page (its widget unmounted) must
// not stay reachable from anything the kit keeps for the page (the light class's registries, the
// loader's listeners and prefetch, token managers, query caches, i18n, page observers, timers),
// or a page that adds and removes widgets keeps every one it ever showed. Checked with WeakRefs
// and a full garbage collection through CDP (web-test-runner.config.mjs), not with heap sizes:
// those are the bench's (`npm run bench`, Memory rows).
import '../../dist/widgets/widgets.js';
import { api, check, describe, it, sleep, testToken, waitFor } from './support.js';

const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';

async function collectGarbage(): Promise<void> {
  const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
    executeServerCommand: (command: string) => Promise<unknown>;
  };
  await executeServerCommand('collect-garbage');
}

type Fiber = { return: Fiber | null; alternate: Fiber | null };

/**
 * The widget's React fibers from a node of its shadow root up to the root, both copies of each.
 * An unmounted tree is detached from its DOM, so a listener, observer or timer left behind holds
 * a fiber rather than the element: these must go too.
 */
function widgetFibers(element: HTMLElement): Fiber[] {
  const node = element.shadowRoot?.querySelector('[part~="base"] *');
  const key = node && Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
  check(node && key, `a React node in <${element.localName}>`);
  const fibers: Fiber[] = [];
  for (let fiber = (node as unknown as Record<string, Fiber>)[key]!; fiber; fiber = fiber.return!) {
    fibers.push(fiber);
    if (fiber.alternate) fibers.push(fiber.alternate);
    if (!fiber.return) break;
  }
  return fibers;
}

/**
 * Adds `tag` on the test API with `authToken`, waits until it shows its first data, removes it,
 * and returns weak references to it and to its widget's fibers (nothing else of the test keeps
 * them).
 */
async function mountAndRemove(
  tag: 'users-management' | 'user-profile',
  authToken: unknown,
): Promise<WeakRef<object>[]> {
  const element = document.createElement(tag) as HTMLElement & { authToken: unknown };
  element.setAttribute('api-hostname', api.hostname);
  element.setAttribute('api-port', api.port);
  element.setAttribute('api-https', String(api.protocol === 'https:'));
  element.authToken = authToken;
  document.body.append(element);
  await waitFor(() => element.getAttribute('data-state') === 'ready', `<${tag}> ready`, 10000);
  const references = [element, ...widgetFibers(element)].map((target) => new WeakRef(target));
  element.remove();
  return references;
}

/** How many of `mounts` still reach their element or a fiber after a full garbage collection. */
async function stillReachable(mounts: WeakRef<object>[][]): Promise<number> {
  // The widget unmounts in a microtask after removal; its effects clean up after that.
  await sleep(100);
  await collectGarbage();
  return mounts.filter((references) => references.some((reference) => reference.deref())).length;
}

describe('kit elements after unmount', () => {
  it('given <users-management> mounted and removed 12 times (the first before its code arrived, string and function tokens), should keep none reachable, the last one included', async () => {
    const token = await testToken();
    const removed: WeakRef<object>[][] = [];
    for (let index = 0; index < 12; index += 1) {
      removed.push(
        await mountAndRemove(
          'users-management',
          index % 2 === 0 ? token : () => Promise.resolve(token),
        ),
      );
    }
    // The page-wide query cache keeps its queries' last options (queryFn, throwOnError) until
    // their gcTime: they must not hold the last widget's element or React tree either.
    const reachable = await stillReachable(removed);
    check(reachable === 0, `${reachable} of 12 removed <users-management> still reachable`);
  });
});
