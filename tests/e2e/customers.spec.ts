import { expect, test, type Page } from './fixtures';
import { customerPages } from '../../content/customers';
import { dismissCookieBanner, expectNoAxeViolations, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('/customers/online-ordering', () => {
  test('answers 200 with QR ordering, custom menus, real-time updates and POS integration in the server HTML @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/customers/online-ordering');
    expect(status).toBe(200);
    for (const words of ['QR table ordering', 'Custom menus per channel', 'Real-time updates', 'Direct POS integration', 'Multi-platform delivery', 'Delivery', 'Pickup', 'Dine-in'])
      expect(html).toContain(words);
  });

  test('Get Started and Request Demo open the demo dialog', async ({ page }) => {
    await page.goto('/customers/online-ordering');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Get Started' })).toHaveCount(2);
    await expect(main.getByRole('button', { name: 'Request Demo' })).toHaveCount(2);
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBe(4);
  });
});

/** The tab list of a page and helpers to read which tab is selected. */
function tabsOf(page: Page, label: string) {
  const list = page.getByRole('tablist', { name: label });
  return { list, tab: (name: string) => list.getByRole('tab', { name, exact: true }) };
}

async function expectSelected(page: Page, label: string, name: string, panelText: string) {
  const { tab } = tabsOf(page, label);
  await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1); // inactive panels are hidden
  await expect(page.getByRole('tabpanel')).toContainText(panelText);
}

test.describe('/customers/notifications', () => {
  const { channels, sample } = customerPages.notifications;

  test('every channel preview is in the server HTML, SMS selected by default @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/customers/notifications');
    expect(status).toBe(200);
    for (const channel of channels) expect(html).toContain(channel.title);
    expect(html).toContain(sample.offer);
    expect(html).toContain(`${sample.openRate}</strong>`);
    await page.goto('/customers/notifications');
    await expectSelected(page, 'Notification channels', 'SMS', 'open rate for SMS marketing');
    await expect(page.getByRole('tabpanel')).toContainText('20% off');
  });

  test('tabs switch by click', async ({ page }) => {
    await page.goto('/customers/notifications');
    const { tab } = tabsOf(page, 'Notification channels');
    await tab('Email').click();
    await expectSelected(page, 'Notification channels', 'Email', `${sample.guest}, here’s ${sample.offer} your next visit`);
    await tab('Push').click();
    await expectSelected(page, 'Notification channels', 'Push', 'Reward unlocked');
    await tab('SMS').click();
    await expectSelected(page, 'Notification channels', 'SMS', sample.code);
  });

  test('tabs switch by arrow keys, Home and End', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/customers/notifications');
    const { tab } = tabsOf(page, 'Notification channels');
    await tab('SMS').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, 'Notification channels', 'Email', 'Subject');
    await expect(tab('Email')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, 'Notification channels', 'SMS', 'Reply STOP to opt out');
    await page.keyboard.press('End');
    await expectSelected(page, 'Notification channels', 'Push', 'Your order is ready');
    await page.keyboard.press('Home');
    await expectSelected(page, 'Notification channels', 'SMS', 'open rate');
    await page.keyboard.press('ArrowLeft'); // wraps round to the last tab
    await expectSelected(page, 'Notification channels', 'Push', 'Reward unlocked');
    await expectNoAxeViolations(page, 'notifications, Push tab');
  });

  test('every Request Demo opens the demo dialog', async ({ page }) => {
    await page.goto('/customers/notifications');
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(3);
  });
});

test.describe('/customers/pos-demo', () => {
  const { tabs, features } = customerPages.posDemo;
  const label = 'POS screens';

  test('every screen and the feature grid are in the server HTML, Quick Ordering selected by default @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/customers/pos-demo');
    expect(status).toBe(200);
    for (const tab of tabs) expect(html).toContain(tab.title);
    for (const item of features.items) expect(html).toContain(item.title);
    await page.goto('/customers/pos-demo');
    await expectSelected(page, label, 'Quick Ordering', 'Charge $15.88');
  });

  test('tabs switch by click', async ({ page }) => {
    await page.goto('/customers/pos-demo');
    const { tab } = tabsOf(page, label);
    const screens: [string, string][] = [
      ['Table Management', 'Table 12 · 4 guests'],
      ['Order Details', 'Order #1042'],
      ['Menu Management', 'Modifier group: Milk'],
      ['AI Manager', '12 gallons of oat milk'],
      ['Quick Ordering', 'Charge $15.88'],
    ];
    for (const [name, text] of screens) {
      await tab(name).click();
      await expectSelected(page, label, name, text);
    }
  });

  test('tabs switch by arrow keys, Home and End', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/customers/pos-demo');
    const { tab } = tabsOf(page, label);
    await tab('Quick Ordering').focus();
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, label, 'Table Management', 'Floor plan');
    await page.keyboard.press('ArrowRight');
    await expectSelected(page, label, 'Order Details', 'Refund');
    await page.keyboard.press('ArrowLeft');
    await expectSelected(page, label, 'Table Management', 'Split check');
    await page.keyboard.press('End');
    await expectSelected(page, label, 'AI Manager', 'Forecast');
    await expect(tab('AI Manager')).toBeFocused();
    await page.keyboard.press('Home');
    await expectSelected(page, label, 'Quick Ordering', 'Order #1042 · Table 12');
    await expectNoAxeViolations(page, 'pos-demo after keyboard');
  });

  test('every screen is axe-clean', async ({ page }) => {
    test.setTimeout(150_000);
    // No motion: a tab's colour change is read where it rests, not half-way (axe runs in well
    // under a second, inside the transition).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/customers/pos-demo');
    const { tab } = tabsOf(page, label);
    for (const { label: name } of tabs.slice(1)) {
      await tab(name).click();
      await expectNoAxeViolations(page, `pos-demo ${name}`);
    }
  });

  test('every demo button opens the demo dialog', async ({ page }) => {
    await page.goto('/customers/pos-demo');
    expect(await expectEveryDemoButtonOpensTheDialog(page)).toBeGreaterThanOrEqual(2);
  });
});
