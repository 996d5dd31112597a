// <users-management> on the built kit with a single role (the invite select locked with its
// note, Edit role disabled with its reason) and with a token lacking the permission (the error
// fallback). The query cache is one per page and API base, so each test uses its own host name.
import '../../dist/widgets/widgets.js';
import {
  afterEach,
  api,
  check,
  describe,
  it,
  originalFetch,
  removeCreated,
  testToken,
  track,
  waitFor,
} from './support.js';
import {
  addWidget,
  buttonIn,
  dialog,
  otherHost,
  patchRolesAndConfig,
  root,
  rowFor,
} from './users-management-support.js';

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
});

describe('users-management single role', () => {
  it('given a single role, should lock the invite select with the note and disable Edit role with the reason', async () => {
    patchRolesAndConfig((body) => {
      body.roles = body.roles.slice(0, 1);
    });
    const element = await addWidget('jonas.becker@acme.test');
    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    const trigger = await waitFor(
      () => invite.querySelector<HTMLButtonElement>('.ui-select-trigger'),
      'the select',
    );
    await waitFor(() => trigger.disabled, 'a disabled select');
    check(trigger.textContent?.includes('Admin'), `preselected: ${trigger.textContent}`);
    check(
      invite.textContent?.includes(
        'New users will be invited with the Admin role, as it is the only one available.',
      ),
      `note: ${invite.textContent}`,
    );
    buttonIn(invite, 'Cancel')!.click();
    await waitFor(() => !dialog(element, 'Invite user'), 'the dialog to close');

    rowFor(element, 'jonas.becker@acme.test')!
      .querySelector<HTMLButtonElement>('button[aria-label^="Actions for"]')!
      .click();
    const item = await waitFor(
      () =>
        Array.from(root(element).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
          (candidate) => candidate.textContent === 'Edit role',
        ),
      'Edit role item',
    );
    check(item.getAttribute('aria-disabled') === 'true', 'Edit role enabled with a single role');
    item.focus();
    const tip = await waitFor(() => root(element).querySelector('[role="tooltip"]'), 'the tooltip');
    check(tip.textContent === 'There is only one role available.', `tooltip: ${tip.textContent}`);
  });
});

describe('users-management without the permission', () => {
  it('given a member token, should show the Incorrect permissions fallback and report error', async () => {
    const element = document.createElement('users-management');
    element.setAttribute('api-hostname', otherHost);
    element.setAttribute('api-port', api.port);
    element.setAttribute('api-https', 'false');
    let reported = '';
    element.addEventListener('error', (event) => {
      reported = (event as unknown as CustomEvent<{ message: string }>).detail.message;
    });
    document.body.append(element);
    track(element);
    element.authToken = await testToken('member@acme.test');
    const fallback = await waitFor(
      () => root(element).querySelector('[part="error"]'),
      'the fallback',
      10000,
    );
    check(
      fallback.textContent?.includes('Incorrect permissions.'),
      `fallback: ${fallback.textContent}`,
    );
    check(
      element.getAttribute('data-state') === 'error',
      `state ${element.getAttribute('data-state')}`,
    );
    check(reported.includes('Incorrect permissions.'), `error event: ${reported}`);
  });
});
