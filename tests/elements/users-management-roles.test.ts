// <users-management> role modes on the built kit: multiple roles (Edit roles, checkbox list, at
// least one), a single role (invite select locked with its note), and Edit role disabled while
// the roles load. The query cache is one per page and API base, and the roles answer is cached:
// each test here uses its own API host name so its roles-and-config request is really sent.
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
