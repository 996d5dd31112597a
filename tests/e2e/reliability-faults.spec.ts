// Fault injection through the server's test mode (server/dev/faults.ts): for every write of every
// catalogue widget and for the onboarding organization form, a 500, a timeout (the server holds
// the request past the client's 30 s limit, jumped with Playwright's clock) and a dropped
// connection each show the catalogue message, keep what the user typed, and the same submit
// succeeds once the fault is lifted.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { widgets, type Fault } from '../catalogue';
import { setFaults } from './a11y-support';
import {
  defaultTestSettings,
  newUserEmail,
  signUpThroughHostedPage,
  testSettings,
} from './auth-helpers';
import { expect, test } from './fixtures';

const kinds = [
  { name: 'a 500', fault: { status: 500 } },
  // Held for 60 s then dropped, so the held request never writes anything late.
  { name: 'a timeout', fault: { latencyMs: 60_000, drop: true }, timeout: true },
  { name: 'a dropped connection', fault: { drop: true } },
] as const;

/** Whether a request the page sent is the faulted target's. */
const isTarget = (request: Request, target: Pick<Fault, 'method' | 'path'>) =>
  request.method() === target.method && new URL(request.url()).pathname.startsWith(target.path);

async function inject(
  request: APIRequestContext,
  target: Pick<Fault, 'method' | 'path'>,
  fault: Partial<Fault>,
) {
  await request.delete('/_test/faults');
  await setFaults(request, [{ ...target, ...fault }]);
}

/**
 * Submits, and waits until the faulted request was sent and failed as injected: a 500 answer, or
 * no answer at all (dropped, or aborted by the client after its 30 s timeout, reached on the
 * page's fake clock). So each message checked is the answer to this submit, not a stale one.
 */
async function submitAndFail(
  page: Page,
  target: Pick<Fault, 'method' | 'path'>,
  kind: (typeof kinds)[number],
  submit: () => Promise<void>,
) {
  const sent = page.waitForRequest((request) => isTarget(request, target));
  await submit();
  const request = await sent;
  if ('timeout' in kind) await page.clock.fastForward('00:31');
  const response = await request.response();
  if ('status' in kind.fault) expect(response?.status(), kind.name).toBe(kind.fault.status);
  else expect(response, `${kind.name}: no answer`).toBeNull();
}

test.afterEach(async ({ request }) => {
  await request.delete('/_test/faults');
});

/** A new user on the organization form, provisioning without delay; returns the name typed. */
async function onOrganizationForm(page: Page, request: APIRequestContext, label: string) {
  await testSettings(request, { userProvisioningDelayMs: 0, organizationProvisioningDelayMs: 0 });
  await signUpThroughHostedPage(page, newUserEmail(label), '/');
  await page.waitForURL(/\/onboarding\/organization$/, { timeout: 20_000 });
  const name = `${label} org ${Date.now()}`;
  await page.getByLabel('Organization name').fill(name);
  return name;
}

for (const entry of widgets) {
  for (const write of entry.writes) {
    test(`given <${entry.tag}> ${write.name} failing with a 500, a timeout and a dropped connection, should show the message, keep the input and recover`, async ({
      page,
      request,
    }) => {
      await page.clock.install();
      await page.goto(entry.demoPath);
      const widget = page.locator(entry.tag);
      await expect(widget).toHaveAttribute('data-state', 'ready');
      const context = { page, widget };
      const typed = await write.fill(context);
      const form = write.form(context);
      for (const kind of kinds) {
        await inject(request, write.request, kind.fault);
        await submitAndFail(page, write.request, kind, () => write.submit(context));
        await expect(form.getByText(write.message), kind.name).toBeVisible();
        for (const [label, value] of Object.entries(typed))
          await expect(form.getByLabel(label), `${label} after ${kind.name}`).toHaveValue(value);
      }
      await request.delete('/_test/faults');
      await write.submit(context);
      await write.succeeded(context, typed);
    });
  }
}

for (const entry of widgets) {
  test(`given <${entry.tag}> failing to load with a 500, a timeout and a dropped connection, should show the error and load once lifted`, async ({
    page,
    request,
  }) => {
    const [method, path] = entry.loadRequests[0]!.split(' ') as ['GET', string];
    const target = { method, path };
    const widget = page.locator(entry.tag);
    await page.clock.install();
    for (const kind of kinds) {
      // Every try fails until lifted: the first load, the query's retry, the browser's own.
      await inject(request, target, kind.fault);
      await submitAndFail(page, target, kind, () => page.goto(entry.demoPath).then(() => {}));
      if ('timeout' in kind) {
        // Every later try times out too: after the loader's prefetch (tags that have one), the
        // widget's own load, then the query's automatic retry after its delay; each waits on the
        // fake clock, which runs on in 2 s steps (firing every timer on the way, the retry's
        // delay and each request's 30 s limit) until the error shows, instead of waiting up to
        // 5 s of real time for a request the retry's delay still holds back.
        const alert = widget.getByRole('alert');
        for (let step = 0; step < 90 && !(await alert.isVisible()); step += 1) {
          await page.clock.runFor(2_000);
        }
      }
      await expect(widget.getByRole('alert'), kind.name).toBeVisible({ timeout: 15_000 });
      await expect(entry.firstContent(widget)).toBeHidden();
      await request.delete('/_test/faults');
      await widget.getByRole('button', { name: 'Retry' }).click();
      await expect(entry.firstContent(widget), `${kind.name} lifted`).toBeVisible();
    }
  });
}

test('given the onboarding organization form failing with a 500, a timeout and a dropped connection, should show the message, keep the input and recover', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  try {
    await page.clock.install();
    const name = await onOrganizationForm(page, request, 'faulty');
    const code = await page.getByLabel('Organization code').inputValue();
    await page.getByRole('radio', { name: /^Enterprise,/ }).check({ force: true });
    const submit = page.getByRole('button', { name: 'Create organization' });
    // The form's alert (the toast says the same, SPEC.md §8).
    const alert = page
      .getByRole('form', { name: 'Create organization' })
      .getByRole('alert')
      .filter({ hasText: 'Failed to create organization' });

    const target = { method: 'POST', path: '/api/organizations' } as const;
    for (const kind of kinds) {
      await inject(request, target, kind.fault);
      await submitAndFail(page, target, kind, () => submit.click());
      await expect(alert, kind.name).toBeVisible();
      await expect(page).toHaveURL(/\/onboarding\/organization$/);
      await expect(page.getByLabel('Organization name')).toHaveValue(name);
      await expect(page.getByLabel('Organization code')).toHaveValue(code);
      await expect(page.getByRole('radio', { name: /^Enterprise,/ })).toBeChecked();
      await expect(submit).toBeEnabled();
    }

    // The same submit once lifted: its answer is awaited (up to 30 s, for a loaded machine)
    // and checked first, so a failure says whether the request went out and what came back.
    await request.delete('/_test/faults');
    const created = page.waitForResponse((response) => isTarget(response.request(), target), {
      timeout: 30_000,
    });
    await submit.click();
    const answer = await created;
    expect(answer.ok(), `create once lifted: ${answer.status()} ${await answer.text()}`).toBe(true);
    await expect(page).toHaveURL(/\/onboarding\/processing/);
    await page.clock.fastForward('00:05');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  } finally {
    await testSettings(request, defaultTestSettings);
  }
});

test('given the memberships poll failing during processing, should keep polling and finish once lifted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  try {
    await onOrganizationForm(page, request, 'polled');
    await page.getByRole('radio', { name: /^Base,/ }).check({ force: true });
    await setFaults(request, [
      { method: 'GET', path: '/api/idp/organization-memberships', status: 500 },
    ]);
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByRole('heading', { name: 'Setting Up Your Organization' })).toBeVisible();
    await expect(page.getByText(/Attempt [2-9] of 30/)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/onboarding\/processing/);
    await request.delete('/_test/faults');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
  } finally {
    await testSettings(request, defaultTestSettings);
  }
});
