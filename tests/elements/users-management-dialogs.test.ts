// <users-management> dialogs on the built kit against the real test server: invite (validation,
// server field errors, failures, success and its event), resend then 'Invite sent', revoke,
// edit role (single mode), remove failures, and axe in each. Role modes: users-management-roles.
import '../../dist/widgets/widgets.js';
import {
  addFaultOnce,
  afterEach,
  check,
  clearFaults,
  describe,
  expectAxeClean,
  it,
  originalFetch,
  removeCreated,
  typeInto,
  waitFor,
} from './support.js';
import {
  addWidget,
  buttonIn,
  dialog,
  openAction,
  root,
  rowFor,
  UM,
} from './users-management-support.js';

async function chooseOption(
  element: HTMLElement,
  scope: HTMLElement,
  label: string,
): Promise<void> {
  scope.querySelector<HTMLButtonElement>('.ui-select-trigger')!.click();
  const option = await waitFor(
    () =>
      Array.from(root(element).querySelectorAll<HTMLElement>('[role="option"]')).find(
        (candidate) => candidate.textContent?.trim() === label,
      ),
    `option ${label}`,
  );
  option.click();
}

function recordEvents(
  element: HTMLElement,
): Array<{ type: string; detail: Record<string, unknown> }> {
  const events: Array<{ type: string; detail: Record<string, unknown> }> = [];
  for (const name of [
    'member-invited',
    'member-role-changed',
    'member-removed',
    'invite-resent',
    'invite-revoked',
  ]) {
    document.addEventListener(name, (event) => {
      if (event.target === element)
        events.push({ type: name, detail: (event as CustomEvent).detail });
    });
  }
  return events;
}

const unique = (label: string) => `wtr-${label}-${Date.now().toString(36)}@example.com`;

afterEach(async () => {
  window.fetch = originalFetch;
  removeCreated();
  await clearFaults();
});

describe('users-management invite', () => {
  it('given an empty form, should mark the e-mail missing and focus it', async () => {
    const element = await addWidget();
    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    await expectAxeClean(invite);
    buttonIn(invite, 'Send invite')!.click();
    await waitFor(
      () => invite.textContent?.includes('This value is missing'),
      'the missing message',
    );
    const email = invite.querySelector<HTMLInputElement>('input[type="email"]')!;
    check(email.getAttribute('aria-invalid') === 'true', 'email not invalid');
    check(root(element).activeElement === email, 'the e-mail field is not focused');
  });

  it('given an existing member, should show the server message on the e-mail field and keep the input', async () => {
    const element = await addWidget();
    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    const email = invite.querySelector<HTMLInputElement>('input[type="email"]')!;
    typeInto(email, 'member@acme.test');
    buttonIn(invite, 'Send invite')!.click();
    const error = await waitFor(() => invite.querySelector('.ui-field-error'), 'a field error');
    check(/user already exists/i.test(error.textContent ?? ''), `error: ${error.textContent}`);
    check(email.value === 'member@acme.test', 'input lost');
    check(root(element).activeElement === email, 'the e-mail field is not focused');
    await expectAxeClean(invite);
  });

  it('given a server failure, should show the generic invite error and keep the input, then succeed with an event', async () => {
    const element = await addWidget();
    const events = recordEvents(element);
    await addFaultOnce({ method: 'POST', path: `${UM}/invite-user`, status: 500 });
    buttonIn(root(element), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(element, 'Invite user'), 'the invite dialog');
    const address = unique('invite');
    typeInto(invite.querySelector<HTMLInputElement>('input[type="email"]')!, address);
    buttonIn(invite, 'Send invite')!.click();
    await waitFor(
      () =>
        invite.textContent?.includes(
          'There was an error inviting this user. Please refresh the page and try again.',
        ),
      'the generic error',
    );
    check(
      invite.querySelector<HTMLInputElement>('input[type="email"]')!.value === address,
      'input lost',
    );
    buttonIn(invite, 'Send invite')!.click();
    await waitFor(() => !dialog(element, 'Invite user'), 'the dialog to close');
    const invited = await waitFor(
      () => events.find((event) => event.type === 'member-invited'),
      'member-invited',
    );
    check(invited.detail.email === address, `detail: ${JSON.stringify(invited.detail)}`);
    check(typeof invited.detail.id === 'string', `no id: ${JSON.stringify(invited.detail)}`);
    check(
      JSON.stringify(invited.detail.roles) === '["member"]',
      `roles: ${JSON.stringify(invited.detail)}`,
    );
  });
});

describe('users-management invitations', () => {
  it('given an invitation, should resend it, show Invite sent, then revoke it after a failed try', async () => {
    const address = unique('resend');
    const setup = await addWidget();
    buttonIn(root(setup), 'Invite user')!.click();
    const invite = await waitFor(() => dialog(setup, 'Invite user'), 'the invite dialog');
    typeInto(invite.querySelector<HTMLInputElement>('input[type="email"]')!, address);
    buttonIn(invite, 'Send invite')!.click();
    await waitFor(() => !dialog(setup, 'Invite user'), 'the dialog to close');

    const element = await addWidget(address);
    const events = recordEvents(element);
    await openAction(element, address, 'Resend invitation');
    const resend = await waitFor(() => dialog(element, 'Resend invite?'), 'Resend invite?');
    check(resend.getAttribute('role') === 'alertdialog', 'not an alertdialog');
    await expectAxeClean(resend);
    buttonIn(resend, 'Resend invite')!.click();
    const sent = await waitFor(() => dialog(element, 'Invite sent'), 'Invite sent');
    check(sent.style.width.includes('360px'), `width ${sent.style.width}`);
    await expectAxeClean(sent);
    buttonIn(sent, 'Close')!.click();
    await waitFor(() => !dialog(element, 'Invite sent'), 'Invite sent to close');
    check(
      events.some((event) => event.type === 'invite-resent' && event.detail.email === address),
      'no invite-resent',
    );

    await addFaultOnce({ method: 'DELETE', path: `${UM}/invites/`, status: 500 });
    await openAction(element, address, 'Revoke invitation');
    const revoke = await waitFor(() => dialog(element, 'Revoke invite?'), 'Revoke invite?');
    await expectAxeClean(revoke);
    buttonIn(revoke, 'Revoke invite')!.click();
    await waitFor(
      () =>
        revoke.textContent?.includes('There was an error revoking the invite. Please try again.'),
      'the revoke error',
    );
    buttonIn(revoke, 'Revoke invite')!.click();
    await waitFor(() => !dialog(element, 'Revoke invite?'), 'the dialog to close');
    await waitFor(
      () => rowFor(element, address)?.textContent?.includes('Invite Revoked'),
      'the revoked badge',
    );
    const revoked = events.find((event) => event.type === 'invite-revoked');
    check(revoked && typeof revoked.detail.id === 'string', 'no invite-revoked with an id');
  });
});

describe('users-management roles and removal', () => {
  it('given single-role mode, should enable Save only for another role, change it, then a failure should keep the choice', async () => {
    const element = await addWidget('mateo.rossi@acme.test');
    const events = recordEvents(element);
    await openAction(element, 'mateo.rossi@acme.test', 'Edit role');
    const edit = await waitFor(() => dialog(element, 'Edit role'), 'Edit role');
    await expectAxeClean(edit);
    // Nothing to save until the choice differs from the member's role.
    check(buttonIn(edit, 'Save')!.disabled, 'Save enabled before any change');
    await chooseOption(element, edit, 'Member');
    check(buttonIn(edit, 'Save')!.disabled, 'Save enabled with the same role chosen again');
    await chooseOption(element, edit, 'Admin');
    await waitFor(() => !buttonIn(edit, 'Save')!.disabled, 'Save enabled after a change');
    buttonIn(edit, 'Save')!.click();
    await waitFor(() => !dialog(element, 'Edit role'), 'the dialog to close', 6000);
    const changed = events.find((event) => event.type === 'member-role-changed');
    check(
      changed && JSON.stringify(changed.detail.roles) === '["admin"]',
      `event: ${JSON.stringify(changed)}`,
    );
    await waitFor(
      () =>
        rowFor(element, 'mateo.rossi@acme.test')?.querySelector('.um-roles-cell')?.textContent ===
        'Admin',
      'Admin in the row',
    );

    await addFaultOnce({ method: 'POST', path: `${UM}/members/`, status: 500 });
    await openAction(element, 'mateo.rossi@acme.test', 'Edit role');
    const again = await waitFor(() => dialog(element, 'Edit role'), 'Edit role again');
    await chooseOption(element, again, 'Member');
    buttonIn(again, 'Save')!.click();
    await waitFor(
      () =>
        again.textContent?.includes('There was an error updating the user role. Please try again.'),
      'the update error',
    );
    check(
      again.querySelector('.ui-select-trigger')?.textContent?.includes('Member'),
      'the choice was lost',
    );
    // Put the seeded member back as it was.
    buttonIn(again, 'Save')!.click();
    await waitFor(() => !dialog(element, 'Edit role'), 'the dialog to close', 6000);
  });

  it('given a server failure on remove, should show its message and keep the member', async () => {
    const element = await addWidget('hannah.schmidt@acme.test');
    await addFaultOnce({ method: 'DELETE', path: `${UM}/members/`, status: 500 });
    await openAction(element, 'hannah.schmidt@acme.test', 'Remove user');
    const remove = await waitFor(() => dialog(element, 'Remove user'), 'Remove user');
    await expectAxeClean(remove);
    // Initial focus moves in a frame after the dialog opens.
    await waitFor(
      () => root(element).activeElement?.textContent === 'Cancel',
      'Cancel to be focused first',
      2000,
    );
    buttonIn(remove.querySelector('.ui-dialog-footer')!, 'Remove user')!.click();
    await waitFor(
      () => remove.textContent?.includes('There was an error removing the user. Please try again.'),
      'the remove error',
    );
    buttonIn(remove, 'Cancel')!.click();
    await waitFor(() => !dialog(element, 'Remove user'), 'the dialog to close');
    check(rowFor(element, 'hannah.schmidt@acme.test'), 'the member is gone');
  });
});
