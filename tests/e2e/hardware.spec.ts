import { expect, test } from './fixtures';
import { devices, getDevice, hardwareCards } from '../../content/devices';
import { dismissCookieBanner, expectNoAxeViolations, serverHtml } from './support';
import { expectEveryDemoButtonOpensTheDialog } from './demo-buttons';
import { h1Of } from './families-support';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
});

test.describe('device pages by direct URL, server HTML only', () => {
  const cases: [string, string][] = [
    ['/hardware/terminal?device=VP3300', 'VP3300 Premium Terminal'],
    ['/hardware/terminal?device=vp3300', 'VP3300 Premium Terminal'],
    ['/hardware/terminal?device=VP550E', 'VP550E Enhanced Mobile Terminal'],
    ['/hardware/terminal?device=VP550', 'VP550 Handheld Terminal'],
    ['/hardware/terminal?device=VP400', 'VP400 Compact Handheld'],
    ['/hardware/terminal?device=VP800', 'VP800 Enterprise Terminal'],
    ['/hardware/terminal?device=VP2300', 'VP2300 Advanced Terminal'],
    ['/hardware/terminal?device=POS%20Terminal', 'POS Terminal with guest display'],
    ['/hardware/terminal?device=POS+Terminal', 'POS Terminal with guest display'],
    ['/hardware/terminal?device=no-such-device', 'POS Terminal with guest display'],
    ['/hardware/terminal', 'POS Terminal with guest display'],
    ['/hardware/kiosk', 'Self-Service Kiosk'],
    ['/hardware/kiosk?device=Kitchen%20Display%20System', 'Kitchen Display System'],
    ['/hardware/kiosk?device=kitchen+display+system', 'Kitchen Display System'],
    ['/hardware/kiosk?device=VP3300', 'Self-Service Kiosk'],
  ];
  for (const [path, h1] of cases) {
    test(`${path} shows ${h1} @desktop-only`, async ({ page }) => {
      const { status, html } = await serverHtml(page, path);
      expect(status).toBe(200);
      expect(h1Of(html)).toBe(h1);
      // Its own title, not the default device's.
      expect(html).toContain(`<title>${h1}: Specs and Features | Ladle</title>`);
    });
  }

  test('each variant has its own canonical URL @desktop-only', async ({ page }) => {
    const canonical = async (path: string) => (await serverHtml(page, path)).html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(await canonical('/hardware/terminal?device=vp3300')).toMatch(/\/hardware\/terminal\?device=VP3300$/);
    expect(await canonical('/hardware/terminal?device=POS+Terminal')).toMatch(/\/hardware\/terminal$/);
    expect(await canonical('/hardware/kiosk?device=Kitchen%20Display%20System')).toMatch(/\/hardware\/kiosk\?device=Kitchen%20Display%20System$/);
    expect(await canonical('/hardware/handheld?device=vp400')).toMatch(/\/hardware\/handheld\?device=VP400$/);
  });

  test('the page shows the device without a flash of the default @desktop-only', async ({ page }) => {
    await page.goto('/hardware/terminal?device=VP3300');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VP3300 Premium Terminal');
    await expect(page).toHaveURL(/\?device=VP3300$/);
  });
});

test('/hardware lists the four device families with their links', async ({ page }) => {
  const { status, html } = await serverHtml(page, '/hardware');
  expect(status).toBe(200);
  for (const card of hardwareCards) expect(html).toContain(card.displayName);
  await page.goto('/hardware');
  for (const card of hardwareCards) {
    const link = page.getByRole('main').getByRole('link', { name: `Explore: ${card.displayName}` });
    await expect(link).toHaveAttribute('href', card.link);
  }
  await page.getByRole('link', { name: 'Explore: Self-Service Kiosk' }).click();
  await expect(page).toHaveURL(/\/hardware\/kiosk$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Self-Service Kiosk');
});

test.describe('/hardware/handheld', () => {
  const handhelds = devices.filter((d) => d.category === 'handheld');

  test('lists the three handhelds in the server HTML @desktop-only', async ({ page }) => {
    const { status, html } = await serverHtml(page, '/hardware/handheld');
    expect(status).toBe(200);
    expect(handhelds.map((d) => d.name)).toEqual(['VP550', 'VP550E', 'VP400']);
    for (const device of handhelds) expect(html).toContain(device.displayName);
  });

  for (const device of handhelds) {
    test(`View Details of the ${device.name} opens its terminal page, whose back link returns here`, async ({ page }) => {
      await page.goto('/hardware/handheld');
      await page.getByRole('link', { name: `View Details: ${device.displayName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/hardware/terminal\\?device=${device.name}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(device.displayName);
      await page.getByRole('link', { name: 'Back to handheld devices' }).click();
      await expect(page).toHaveURL(/\/hardware\/handheld$/);
    });
  }

  test('?device= marks that handheld as selected, in the server HTML @desktop-only', async ({ page }) => {
    const { html } = await serverHtml(page, '/hardware/handheld?device=vp550e');
    expect(html).toContain('<title>Handheld POS: VP550E Enhanced Mobile Terminal | Ladle</title>');
    await page.goto('/hardware/handheld?device=vp550e');
    const selected = page.getByRole('article').filter({ hasText: 'Selected' });
    await expect(selected).toHaveCount(1);
    await expect(selected.getByRole('heading')).toHaveText('VP550E Enhanced Mobile Terminal');
  });
});

test('the back link goes to /hardware/handheld for handhelds and to /hardware otherwise', async ({ page }) => {
  for (const device of devices.filter((d) => d.category === 'handheld' || d.category === 'countertop')) {
    await page.goto(`/hardware/terminal?device=${encodeURIComponent(device.name)}`);
    const [label, href] = device.category === 'handheld' ? ['Back to handheld devices', '/hardware/handheld'] : ['Back to all hardware', '/hardware'];
    await expect(page.getByRole('link', { name: label }), device.name).toHaveAttribute('href', href);
  }
  await page.getByRole('link', { name: 'Back to all hardware' }).click();
  await expect(page).toHaveURL(/\/hardware$/);
});

test.describe('/hardware/kiosk', () => {
  for (const [query, name] of [['', 'Self-Service Kiosk'], ['?device=Kitchen%20Display%20System', 'Kitchen Display System']] as const) {
    test(`${name}: title, feature text, image, key features, specs, benefits, See more devices`, async ({ page }) => {
      const device = getDevice(name)!;
      await page.goto(`/hardware/kiosk${query}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(device.displayName);
      await expect(main.getByText(device.description)).toBeVisible();
      await expect(main.getByRole('img', { name: device.image.alt })).toBeVisible();
      for (const title of ['Large Display', 'User-Friendly', 'Real-Time Updates', 'Customizable'])
        await expect(main.getByRole('heading', { name: title, level: 3 })).toBeVisible();
      const specs = main.locator('#specifications dl');
      for (const label of ['Operating system', 'Processor', 'Memory', 'Display', 'Connectivity']) await expect(specs).toContainText(label);
      await expect(specs).toContainText(device.specs.memory);
      for (const benefit of device.benefits) await expect(main.getByText(benefit)).toBeVisible();
      await main.getByRole('link', { name: 'See more devices' }).click();
      await expect(page).toHaveURL(/\/hardware$/);
    });
  }
});

test('/hardware/kitchen-display shows the published specification @desktop-only', async ({ page }) => {
  const { status, html } = await serverHtml(page, '/hardware/kitchen-display');
  expect(status).toBe(200);
  for (const text of ['Android 11', 'Quad-core', '4GB RAM / 64GB storage', '15.6 inch Full HD', 'Wi-Fi 6, Ethernet, Bluetooth 5.0']) expect(html).toContain(text);
});

test('specs the spec does not publish say so instead of inventing a figure @desktop-only', async ({ page }) => {
  await page.goto('/hardware/terminal?device=VP800');
  await expect(page.locator('#specifications dl')).toContainText('Ask sales for the full sheet');
});

for (const path of ['/hardware', '/hardware/handheld', '/hardware/terminal?device=VP550', '/hardware/kiosk?device=Kitchen+Display+System', '/hardware/kitchen-display']) {
  test(`every demo button on ${path} opens the demo dialog`, async ({ page }) => {
    await page.goto(path);
    await expectEveryDemoButtonOpensTheDialog(page);
  });
}

test('axe: device variants', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/hardware/terminal?device=VP550', '/hardware/kiosk?device=Kitchen+Display+System', '/hardware/handheld?device=VP400']) {
    await page.goto(path);
    await expectNoAxeViolations(page, path);
  }
});
