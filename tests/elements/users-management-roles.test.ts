// <users-management> role modes on the built kit: multiple roles (Edit roles, checkbox list, at
// least one), a single role (invite select locked with its note), and Edit role disabled while
// the roles load. The query cache is one per page and API base, and the roles answer is cached:
// each test here uses its own API host name so its roles-and-config request is really sent.
// A locale change with Edit roles open keeps the dialog in the old language until the new one's
// dialog catalogs (held back here) are in.
import '../../dist/widgets/widgets.js';
import {
  afterEach,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  waitFor,
} from './support.js';
import {
  addWidget,
  buttonIn,
  dialog,
  holdRolesAndConfig,
  openAction,
  otherHost,
  patchRolesAndConfig,
  root,
  rowFor,
} from './users-management-support.js';

const commands = '/node_modules/@web/test-runner-commands/browser/commands.mjs';
const { executeServerCommand } = (await import(/* @vite-ignore */ commands)) as {
  executeServerCommand: (command: string, payload?: unknown) => Promise<unknown>;
};

/** Lets the page render what is due (React's scheduled work, a few frames). */
async function settle(): Promise<void> {
  for (let frame = 0; frame < 5; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
}

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('users-management roles', () => {
  it('given roles still loading, should disable Edit role with the reason as a tooltip', async () => {
    const releaseRoles = holdRolesAndConfig();
    try {
      const slow = await addWidget('jonas.becker@acme.test');
      rowFor(slow, 'jonas.becker@acme.test')!
        .querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
        .click();
      const item = await waitFor(
        () =>
          Array.from(root(slow).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
            (i) => i.textContent === 'Edit role',
          ),
        'Edit role item',
      );
      check(item.getAttribute('aria-disabled') === 'true', 'Edit role enabled while roles load');
      item.focus();
      const tip = await waitFor(() => root(slow).querySelector('[role="tooltip"]'), 'the tooltip');
      check(tip.textContent === 'Loading roles…', `tooltip: ${tip.textContent}`);
      item.click();
      check(!dialog(slow, 'Edit role'), 'a disabled item opened the dialog');
    } finally {
      releaseRoles();
    }
  });
});

describe('users-management multiple roles', () => {
  it('given multiple roles, should offer Edit roles with descriptions and require at least one', async () => {
    patchRolesAndConfig((body) => {
      body.multipleRolesEnabled = true;
    });
    const element = await addWidget('jonas.becker@acme.test', otherHost);
    await waitFor(
      () => root(element).querySelector('thead')?.textContent?.includes('Roles'),
      'the Roles header',
    );
    await openAction(element, 'jonas.becker@acme.test', 'Edit roles');
    const edit = await waitFor(() => dialog(element, 'Edit roles'), 'Edit roles');
    const boxes = Array.from(edit.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    check(boxes.length >= 2, `checkboxes: ${boxes.length}`);
    check(edit.querySelector('.ui-checkbox-description'), 'no role description');
    await expectAxeClean(edit);
    for (const box of boxes.filter((candidate) => candidate.checked)) box.click();
    buttonIn(edit, 'Save')!.click();
    await waitFor(
      () => edit.textContent?.includes('Please select at least one role'),
      'the at-least-one message',
    );
  });
});

describe('users-management locale change with a dialog open', () => {
  it('given Edit roles open and a new locale whose dialog catalogs are held back, should keep the dialog in the old language, then show it in the new one', async () => {
    patchRolesAndConfig((body) => {
      body.multipleRolesEnabled = true;
    });
    const element = await addWidget('jonas.becker@acme.test', otherHost);
    await openAction(element, 'jonas.becker@acme.test', 'Edit roles');
    const edit = await waitFor(() => dialog(element, 'Edit roles'), 'Edit roles');
    const descriptions = () =>
      Array.from(
        root(element).querySelectorAll('[role="dialog"] .ui-checkbox-description'),
        (description) => description.textContent,
      );
    await waitFor(() => descriptions().length >= 2, 'the roles with their descriptions');
    const english = descriptions();

    // The dialogs' catalogs of French wait; the element's own (shared, users-management) do not.
    const held = ['known-names.fr', 'users-management-dialogs.fr'];
    for (const name of held) await executeServerCommand('hold-chunk', { name });
    element.setAttribute('locale', 'fr');
    const messages = new URL(
      'chunks/messages/',
      import.meta.resolve('../../dist/widgets/widgets.js'),
    );
    await Promise.all(
      ['shared.fr.js', 'users-management.fr.js'].map(
        (file) => import(/* @vite-ignore */ new URL(file, messages).href),
      ),
    );
    await settle();
    check(dialog(element, 'Edit roles') === edit, 'the dialog did not stay (old language)');
    check(!root(element).querySelector('[role="dialog"] .ui-spinner'), 'a pending spinner shows');
    check(
      JSON.stringify(descriptions()) === JSON.stringify(english),
      `descriptions changed: ${JSON.stringify(descriptions())}`,
    );
    const lang = () => root(element).querySelector('.ui-root')?.getAttribute('lang');
    check(lang()?.startsWith('en'), `lang: ${lang()}`);

    for (const name of held) await executeServerCommand('release-chunk', { name });
    await waitFor(() => dialog(element, 'Modifier les rôles'), 'Edit roles in French');
    await waitFor(
      () => descriptions().some((text) => text?.startsWith('Peut ')),
      'French role descriptions',
    );
    check(lang() === 'fr', `lang: ${lang()}`);
  });
});
