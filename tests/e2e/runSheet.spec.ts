import { expect, test } from '@playwright/test';
import type { Wedding } from '../../src/shared/weddings';
import { call, dayItem, pageAs, person } from './planningSupport';

// Issue 37: the couple shares the run sheet with a vendor by a private link; the vendor's phone (390 px, no account)
// shows now and next, the contacts and the venue, and follows the couple's changes live, each marked until seen.

test('a vendor’s link at 390 px follows the couple’s changes live, marks each until seen, and stops when turned off', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const couple = await person(request, 'Rosa');
  const wedding = await call<Wedding>(request, couple, 'POST', '/api/v1/accounts/set-up/', {
    name: 'Rosa & Tom',
    slug: `run-${Date.now().toString(36)}`,
    date: '2031-06-14',
    time_zone: 'Europe/Lisbon',
  });
  await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  const dinner = await dayItem(request, couple, wedding, '17:30', 'Dinner');
  await call(request, couple, 'PUT', `/api/v1/accounts/${wedding.id}/logistics/`, {
    venues: [{ role: 'ceremony', name: 'Quinta do Lago', address: 'Rua A 1, Sintra', time: '16:00', map_url: '' }],
    contacts: [{ name: 'Rosa', phone: '+351 912 345 678', role: 'Bride' }],
  });

  // The couple makes the link on the run-of-show.
  const couplePage = await pageAs(browser, couple);
  await couplePage.goto(`/wedding/${wedding.slug}/tasks/dday`);
  const share = couplePage.getByRole('region', { name: 'Share the run sheet' });
  await share.getByLabel('Who it is for').fill('DJ Sam');
  await share.getByRole('button', { name: 'Make a link' }).click();
  const links = share.getByRole('list', { name: 'Run sheet links' });
  await expect(links).toContainText('DJ Sam');
  const url = await links.getByRole('link').first().getAttribute('href');
  expect(url).toMatch(/\/run\/[\w-]{20,}$/);

  // The vendor opens it on a phone, signed in to nothing.
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
  const vendor = await phone.newPage();
  await vendor.goto(new URL(url!).pathname);
  await expect(vendor.getByRole('heading', { level: 1 })).toHaveText('Rosa & Tom: run sheet');
  const list = vendor.getByRole('list', { name: 'Run-of-show' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('Dinner');
  await expect(vendor.getByRole('region', { name: 'Next' })).toContainText('Ceremony');
  await expect(vendor.getByRole('link', { name: 'Call Rosa' })).toHaveAttribute('href', 'tel:+351912345678');
  await expect(vendor.getByRole('link', { name: 'Message Rosa' })).toHaveAttribute('href', 'sms:+351912345678');
  await expect(vendor.getByRole('link', { name: 'Map of Quinta do Lago' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/\?api=1&query=Rua%20A%201%2C%20Sintra/,
  );
  // Made for the phone: nothing wider than the screen.
  expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The couple moves dinner; the vendor's open page shows it, marked, without a reload.
  const moved = Date.now();
  await call(request, couple, 'PATCH', `/api/v1/wedding-day-tasks/${dinner.id}/`, { time: '17:45' });
  const mark = vendor.getByRole('status').filter({ hasText: '17:30 → 17:45' });
  await expect(mark).toBeVisible();
  test.info().annotations.push({ type: 'live update', description: `${Date.now() - moved} ms` });
  await expect(mark).toContainText(/Changed just now: 17:30 → 17:45/);
  await mark.getByRole('button', { name: 'Seen “Dinner”' }).click();
  await expect(mark).toHaveCount(0);
  // Seen stays seen after a reload (kept on the device).
  await vendor.reload();
  await expect(list).toContainText('17:45');
  await expect(vendor.getByText('17:30 → 17:45')).toHaveCount(0);

  // The couple turns the link off: the page says so, and shows nothing more.
  await links.getByRole('button', { name: 'Turn off the link for DJ Sam' }).click();
  await expect(links).toHaveCount(0);
  await expect(vendor.getByText('This link was turned off by the couple.')).toBeVisible();
  await expect(list).toHaveCount(0);
  await phone.close();
  await couplePage.context().close();
});

test('the couple sets the wedding’s time zone in settings; the run-of-show then shows both clocks', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const couple = await person(request, 'Zoe');
  const wedding = await call<Wedding>(request, couple, 'POST', '/api/v1/accounts/set-up/', {
    name: 'Zoe & Ian',
    slug: `zone-${Date.now().toString(36)}`,
    date: '2031-06-14',
  });
  await dayItem(request, couple, wedding, '16:00', 'Ceremony');
  const page = await pageAs(browser, couple);
  await page.goto(`/wedding/${wedding.slug}/settings`);
  const zone = page.getByLabel('Time zone of the wedding');
  await expect(zone).toHaveValue('Etc/GMT-3');
  await zone.selectOption('Europe/Lisbon');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.goto(`/wedding/${wedding.slug}/tasks/dday`);
  const readerZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const list = page.getByRole('list', { name: 'Run-of-show' });
  await expect(list).toContainText(readerZone === 'Europe/Lisbon' ? '16:00' : /16:00 in Lisbon · \d\d:\d\d your time/);
  await page.context().close();
});
