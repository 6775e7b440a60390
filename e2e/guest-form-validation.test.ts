import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, field, newPage, screenshot, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('guest details with mistakes', () => {
  it('shows a message for each wrong field, keeps what was typed, and restores it after a reload', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(28);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await page.waitForURL(/guest-detail/);

    await field(page, 'Last name').fill('山田');
    await field(page, 'First name').fill('Hanako');
    await field(page, 'Email').fill('hanako@example');
    await field(page, 'Confirm email').fill('someone@example.com');
    await field(page, 'Phone').fill('03-1234-5678');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
    await summary.waitFor();
    const messages = await page.locator('.field-error').allTextContents();
    // The summary counts every error the page shows, the terms box and each room's names included.
    expect(await summary.textContent()).toBe(`Please correct ${messages.length} fields below.`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Use English letters only.',
        'Enter a valid email address.',
        'Use digits and + only, without spaces or hyphens.',
        'This field is required.',
        'Please accept the terms to continue.',
      ]),
    );
    await expect.poll(() => field(page, 'Last name').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('last_name');
    expect(await field(page, 'Last name').inputValue()).toBe('山田');
    expect(await field(page, 'Phone').inputValue()).toBe('03-1234-5678');
    expect(new URL(page.url()).pathname).toBe('/reservation/guest-detail');
    await screenshot(page, 'en-guest-detail-errors');
    await expectAccessible(page);

    await page.reload();
    await field(page, 'Email').waitFor();
    expect(await field(page, 'Last name').inputValue()).toBe('山田');
    expect(await field(page, 'Email').inputValue()).toBe('hanako@example');
    expect(await field(page, 'Confirm email').inputValue()).toBe('someone@example.com');
    await page.context().close();
  });

  it('tells the guest when the hotel code is unknown', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=atlantis`);
    await page.getByRole('alert').filter({ hasText: 'We could not find this hotel' }).waitFor();
    await page.goto(`${h.baseUrl}/booking/result`);
    await page.getByRole('heading', { name: 'No hotel code' }).waitFor();
    await screenshot(page, 'en-no-hotel-code');
    await page.context().close();
  });
});
