import { expect, test } from './fixtures';
import { formatAddress, site } from '../../content/site';
import { footerColumns } from '../../content/navigation';
import { dismissCookieBanner } from './support';

test('the footer carries contacts, address, social links and every column', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await expect(footer.getByRole('link', { name: site.sales.phone.display })).toHaveAttribute('href', `tel:${site.sales.phone.e164}`);
  await expect(footer.getByRole('link', { name: site.sales.email })).toHaveAttribute('href', `mailto:${site.sales.email}`);
  await expect(footer).toContainText(formatAddress());
  await expect(footer).toContainText('Hollywood, FL');

  for (const social of site.social) {
    const link = footer.getByRole('link', { name: `${site.name} on ${social.network} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', social.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  for (const column of footerColumns) {
    const nav = footer.getByRole('navigation', { name: column.title });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual(column.links.map((l) => l.href));
  }
  const company = footer.getByRole('navigation', { name: 'Company' });
  for (const href of ['/about', '/partnerships', '/contact', '/terms', '/privacy', '/cookies']) {
    await expect(company.locator(`a[href="${href}"]`)).toHaveCount(1);
  }

  await expect(footer.getByRole('heading', { name: 'Customer Support' })).toBeVisible();
  await expect(footer.getByRole('link', { name: site.support.phone.display })).toHaveAttribute('href', `tel:${site.support.phone.e164}`);
  await expect(footer.getByRole('link', { name: site.support.email })).toHaveAttribute('href', `mailto:${site.support.email}`);
  await expect(footer).toContainText(site.support.messagingPhone.display);
  await expect(footer).toContainText(site.support.chatHandle);
  await expect(footer).toContainText(`© 2025 ${site.owner}`);
});

test('a footer link navigates and the new page scrolls smoothly back to the top', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const startY = await page.evaluate(() => window.scrollY);
  expect(startY).toBeGreaterThan(300);

  // Sample scrollY during the transition: a smooth scroll passes through values between.
  await page.evaluate(() => {
    const w = window as unknown as { __scrollSamples: number[] };
    w.__scrollSamples = [];
    const sample = () => {
      w.__scrollSamples.push(window.scrollY);
      if (w.__scrollSamples.length < 400) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const samples = await page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
  const between = samples.filter((y) => y > 0 && y < startY);
  expect(between.length, `scroll positions seen: ${samples.slice(0, 40).join(',')}`).toBeGreaterThan(1);
});

test('under reduced motion the new page jumps to the top at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await dismissCookieBanner(page);
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
