// The demonstration screens (SPEC.md §2, §3, §5): each renders its content and passes axe; the
// forms reject and accept per the rules; the client search filters; delete asks first.
import type { Page, Request } from '@playwright/test';
import { ADMIN_EMAIL, expect, expectAccessible, openSignedIn, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await openSignedIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

const main = () => page.getByRole('main');

test('given /, should show four stat cards, active programs, quick actions and recent activity', async () => {
  await page.goto('/');
  await expect(main().locator('.demo-stat')).toHaveCount(4);
  await expect(main().getByRole('heading', { name: 'Active programs' })).toBeVisible();
  await expect(main().getByText('Everyday Rewards', { exact: true })).toBeVisible();
  await expect(main().getByRole('heading', { name: 'Quick actions' })).toBeVisible();
  await expect(main().getByRole('link', { name: /add customer/i })).toHaveAttribute(
    'href',
    '/customers/create',
  );
  await expect(main().getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expectAccessible(page);
});

test('given /customers/, should show stat cards, an inert search and the table with badges and row actions', async () => {
  await page.goto('/customers/');
  await expect(main().getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(main().locator('.demo-stat')).toHaveCount(4);
  const table = main().getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const olivia = table.getByRole('row', { name: /Olivia Martinez/ });
  await expect(olivia).toContainText('Active');
  await expect(olivia).toContainText('Platinum');
  await main().getByRole('searchbox', { name: 'Search customers' }).fill('Olivia');
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Actions for Olivia Martinez' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'View Details',
    'Edit Customer',
    'View Activity',
    'Manage Points',
    'Deactivate',
  ]);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Edit Customer' }).click();
  await expect(page).toHaveURL(/\/customers\/cus_8f2k1a\/edit$/);
});

test('given Manage Points, should show the server’s current total when opened again after adding points', async () => {
  await page.goto('/customers/');
  const actions = page.getByRole('button', { name: 'Actions for Noah Williams' });
  // Manage Points' toast is the one with the action (clicking it closes that toast).
  const manageToast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByRole('button', { name: 'Add 100 points' }) });
  const open = async () => {
    await expect(manageToast).toHaveCount(0);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Manage Points' }).click();
    await expect(manageToast).toContainText(/Noah Williams has [\d,]+ points/);
    const text = (await manageToast.textContent()) ?? '';
    return Number(/has ([\d,]+) points/.exec(text)?.[1]?.replace(/,/g, ''));
  };
  const first = await open();
  await manageToast.getByRole('button', { name: 'Add 100 points' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Added 100 points.' })).toContainText(
    `Noah Williams has ${(first + 100).toLocaleString('en-US')} points`,
  );
  const again = await open();
  expect(again).toBe(first + 100);
});

test('given Deactivate, should ask first: Cancel and Escape change nothing, focus returns to the row, confirming deactivates', async () => {
  await page.goto('/customers/');
  const actions = page.getByRole('button', { name: 'Actions for Amelia Okafor' });
  const deactivations: string[] = [];
  const seen = (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/deactivate'))
      deactivations.push(request.url());
  };
  page.on('request', seen);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate Amelia Okafor?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();

  // Keyboard: the menu opened by Enter, the item chosen by Enter, the dialog closed by Escape.
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Deactivate' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();
  expect(deactivations).toEqual([]);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.locator('[data-sonner-toast]', { hasText: 'Amelia Okafor was deactivated' }),
  ).toBeVisible();
  expect(deactivations).toHaveLength(1);
  await expect(actions).toBeFocused();
  page.off('request', seen);
});

test('given the add-customer form empty, should show the required messages inline and stay', async () => {
  await page.goto('/customers/create');
  await expect(main().getByRole('heading', { level: 1, name: 'Add customer' })).toBeVisible();
  await expectAccessible(page);
  await main().getByRole('button', { name: 'Add customer' }).click();
  await expect(page).toHaveURL(/\/customers\/create$/);
  await expect(main().getByText('This value is missing')).toHaveCount(3);
  await expect(main().getByLabel('First name')).toBeFocused();
  await expect(main().getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('given a bad email and negative points, should reject them with the default messages', async () => {
  await page.goto('/customers/create');
  await main().getByLabel('First name').fill('Grace');
  await main().getByLabel('Last name').fill('Hopper');
  await main().getByRole('textbox', { name: 'Email', exact: true }).fill('grace@');
  await main().getByLabel('Initial points').fill('-5');
  await main().getByRole('button', { name: 'Add customer' }).click();
  await expect(main().getByText('This value does not match the required type')).toBeVisible();
  await expect(main().getByText('This value is too small')).toBeVisible();
  await expect(page).toHaveURL(/\/customers\/create$/);
});

test('given tags with spaces and duplicates, should keep each trimmed tag once', async () => {
  await page.goto('/customers/create');
  const tags = main().getByRole('textbox', { name: 'Tags' });
  await tags.fill('  VIP  ');
  await tags.press('Enter');
  await tags.fill('vip');
  await tags.press('Enter');
  await tags.fill('Newsletter, Early adopter,');
  const list = main().getByRole('list', { name: 'Tags added' });
  await expect(list.getByRole('listitem')).toHaveText(['VIP', 'Newsletter', 'Early adopter']);
  await main().getByRole('button', { name: 'Remove tag Newsletter' }).click();
  await expect(list.getByRole('listitem')).toHaveText(['VIP', 'Early adopter']);
});

test('given a valid customer, should navigate to /customers', async () => {
  await page.goto('/customers/create');
  await main().getByLabel('First name').fill('Grace');
  await main().getByLabel('Last name').fill('Hopper');
  await main()
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('grace.hopper@example.com');
  await main().getByLabel('Initial points').fill('0');
  await main().getByRole('button', { name: 'Add customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(main().getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('given a customer id, should show the header and five accessible tabs', async () => {
  await page.goto('/customers/cus_8f2k1a/');
  await expect(main().getByRole('heading', { level: 1, name: /Olivia Martinez/ })).toBeVisible();
  const tabs = main().getByRole('tab');
  await expect(tabs).toHaveText([
    /^Events/,
    /^Demographics/,
    /^Offers/,
    /^Promotions/,
    /^Promotional Targets/,
  ]);
  await expect(main().getByRole('tab', { name: /^Events/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main().getByRole('tabpanel')).toContainText('pts');
  await expectAccessible(page);

  await main()
    .getByRole('tab', { name: /^Events/ })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(main().getByRole('tab', { name: /^Demographics/ })).toBeFocused();
  await expect(main().getByRole('tabpanel')).toContainText('Date of birth');
  await page.keyboard.press('End');
  await expect(main().getByRole('tab', { name: /^Promotional Targets/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectAccessible(page);

  await main()
    .getByRole('tab', { name: /^Offers/ })
    .click();
  await expect(main().getByRole('tabpanel')).toContainText(/Discount|Shipping|Points|Access/);
  await expect(main().getByRole('tabpanel')).toContainText(/Active|Used|Expired/);
  await expectAccessible(page);

  await main()
    .getByRole('tab', { name: /^Promotions/ })
    .click();
  await expect(main().getByRole('tabpanel')).toContainText(/Completion|Counter|Milestone|X of Y/);
  await expectAccessible(page);
});

test('given an unknown customer id, should show a not-found state with a way back', async () => {
  await page.goto('/customers/cus_nope');
  await expect(main().getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
  await expect(main().getByText('cus_nope')).toBeVisible();
  await expectAccessible(page);
  await main().getByRole('link', { name: 'Back to customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.goto('/customers/cus_nope/edit');
  await expect(main().getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
});

test('given the edit form, should be prefilled, and delete should ask before navigating back', async () => {
  await page.goto('/customers/cus_3n7q9d/edit');
  await expect(main().getByLabel('First name')).toHaveValue('Liam');
  await expect(main().getByLabel('Email')).toHaveValue('liam.chen@example.com');
  await expectAccessible(page);

  const remove = main().getByRole('button', { name: 'Delete customer' });
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete customer?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/customers\/cus_3n7q9d\/edit$/);

  await remove.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete customer' }).click();
  await expect(page).toHaveURL(/\/customers$/);
});

test('given the edit form with a cleared name, should reject it', async () => {
  await page.goto('/customers/cus_3n7q9d/edit');
  await main().getByLabel('Last name').fill('   ');
  await main().getByRole('button', { name: 'Save changes' }).click();
  await expect(main().getByText('This value is missing')).toBeVisible();
  await main().getByLabel('Last name').fill('Chen-Wong');
  await expect(main().getByText('This value is missing')).toHaveCount(0);
  await main().getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/customers\/cus_3n7q9d$/);
});

test('given /clients/, should filter by name and by industry and offer to clear an empty result', async () => {
  await page.goto('/clients/');
  const table = main().getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectAccessible(page);
  const search = main().getByRole('searchbox', { name: 'Search clients' });
  await search.fill('harbor');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Harbor & Vine Hotels');
  await search.fill('healthcare');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).toContainText('BrightSmile Dental Group');
  await expect(table).toContainText('Meridian Pharmacy');
  await search.fill('zzz');
  await expect(main().getByRole('heading', { name: 'No clients match your search' })).toBeVisible();
  await expectAccessible(page);
  await main().getByRole('button', { name: 'Clear search' }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
});

test('given the create-client form, should require company name and email, then only log', async () => {
  await page.goto('/clients/create');
  await expect(main().getByRole('heading', { level: 1, name: 'Create client' })).toBeVisible();
  await expectAccessible(page);
  await main().getByRole('button', { name: 'Create client' }).click();
  await expect(main().getByText('This value is missing')).toHaveCount(2);
  await expectAccessible(page);

  await main().getByLabel('Company name').fill('  Acme Bakery  ');
  await main().getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await main().getByRole('button', { name: 'Create client' }).click();
  await expect(main().getByText('This value does not match the required type')).toBeVisible();

  const logged = page.waitForEvent('console', (message) => message.type() === 'info');
  await main()
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill('hello@acmebakery.example');
  await main().getByRole('textbox', { name: 'Tags' }).fill('Bakery, bakery , Local');
  await main().getByRole('textbox', { name: 'Tags' }).press('Enter');
  await main().getByRole('button', { name: 'Create client' }).click();
  const message = await logged;
  const payload = (await message.args()[1]?.jsonValue()) as {
    name: string;
    email: string;
    tags: string[];
  };
  expect(payload.name).toBe('Acme Bakery');
  expect(payload.email).toBe('hello@acmebakery.example');
  expect(payload.tags).toEqual(['Bakery', 'Local']);
  await expect(page).toHaveURL(/\/clients\/create$/);
});

test('given rail and menu targets without screens, should show the shared placeholder, not Not Found', async () => {
  const targets: [string, string][] = [
    ['/programs', 'Programs'],
    ['/analytics/roi', 'ROI Analysis'],
    ['/campaigns/testing', 'A/B Testing'],
    ['/activity', 'Recent Activity'],
    ['/customers/segments', 'Customer Segments'],
    ['/clients/settings', 'Client Settings'],
  ];
  for (const [path, section] of targets) {
    await page.goto(path);
    await expect(
      main().getByRole('heading', { level: 1, name: `${section} is coming soon` }),
    ).toBeVisible();
    await expect(page.getByText('Not Found', { exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
  await main().getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('given dark appearance, should keep every demo screen accessible', async () => {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of [
    '/',
    '/customers',
    '/customers/cus_8f2k1a',
    '/customers/create',
    '/clients',
    '/clients/create',
    '/programs',
  ]) {
    await page.goto(path);
    await expect(page.locator('.ui-root').first()).toHaveAttribute('data-appearance', 'dark');
    await expect(main().getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
});
