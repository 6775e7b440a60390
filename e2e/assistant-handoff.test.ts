import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, fillEnglishGuest, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the pay-in-advance hand-off from the search in words', () => {
  it('books a hotel the assistant found at once, paid in advance by card, at the price it held', async () => {
    const page = await newPage(h, { locale: 'en-JP' });
    const errors = watchPageErrors(page);
    // A Monday four weeks ahead: within every agency hotel's seeded rates, the same on any day.
    const checkin = tokyoMonday(28);
    const [, month, day] = checkin.split('-').map(Number);

    await page.goto(`${h.baseUrl}/?locale=en`);
    await page
      .getByRole('textbox', { name: 'What are you looking for?' })
      .fill(`京都で${month}月${day}日から1泊、大人2人、朝食付きで1泊3万円以内`);
    await page.getByRole('button', { name: 'Understand my request' }).click();
    await page.getByRole('list', { name: 'What we understood' }).waitFor();
    await page.getByRole('button', { name: 'Search with these' }).click();
    await page.waitForURL(/\/search-hotels\?.*asked=words/);

    const first = page.locator('.hotel-card').first();
    await first.waitFor();
    const hotelName = (await first.locator('.hotel-name').textContent()) ?? '';
    const held = page.waitForResponse((response) => response.url().endsWith('/api/ota/v1/hand-offs'));
    await first.getByRole('button', { name: `Book ${hotelName} now, pay in advance` }).click();
    const answer = (await (await held).json()).data as { total: number; draft: { meals: string } };
    expect(answer.draft.meals).not.toBe('none');

    // The plan held is shown back first (§2 confirm-reservation), then the details and their review.
    await page.waitForURL(/\/confirm-reservation\?/);
    await page.locator('.agency-app').waitFor();
    await page.getByRole('button', { name: /^Continue/ }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    await fillEnglishGuest(page, 'handoff.traveller@example.com');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL(/\/reservation\/review\?/);
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/payment/);

    // Only paying in advance, and the price held until a time, for the total shown.
    const choices = page.locator('input[name="payment"]');
    await expect
      .poll(() => choices.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toEqual(['pre_paid']);
    const note = page.getByRole('status').filter({ hasText: /^Price held until/ });
    await note.waitFor();
    const total = await page.locator('.total-line strong').innerText();
    expect(await note.innerText()).toContain(total);
    await expectAccessible(page);

    const card = page.frameLocator('iframe.card-fields');
    await card.getByLabel('Card number').fill('4000 0000 0000 3220');
    await card.getByLabel(/Name on card/).fill('ALEX SMITH');
    await card.getByLabel(/Expiry date/).fill('12/34');
    await card.getByLabel(/Security code/).fill('7391');
    await screenshot(page, 'handoff-1-payment');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/payment-pending\/\d{10}/);
    const bank = page.frameLocator('iframe.challenge-frame');
    await bank.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';

    const stored = await h.app.db
      .selectFrom('reservations')
      .select(['payment_type', 'total_price', 'booking_method', 'paid_online'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      payment_type: 'pre_paid',
      total_price: answer.total,
      booking_method: 'tripla_ota',
      paid_online: answer.total,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
