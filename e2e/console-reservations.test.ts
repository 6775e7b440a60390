import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@yado/domain/date-words';
import { addDays } from '@yado/domain/dates';
import { bookFor, demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe("the console's reservations", () => {
  it('lets the front desk find a booking by its guest, change its dates and mail the guest again', async () => {
    const desk = demoConsoleUser('front_desk');
    const email = 'sakiko.fujimura@example.com';
    // Nights whose stock the test sets: the booking and its longer stay fit whatever the demo seed sold.
    const checkin = tokyoMonday(170);
    await setTokyoStock(h.app.db, 'MOD-DBL', checkin, addDays(checkin, 4), { total: 5, sold: 0 });
    const booked = await bookFor(
      h.app,
      await h.app.session(),
      { first_name: 'Sakiko', last_name: 'Fujimura', email },
      checkin,
      addDays(checkin, 2),
    );
    const number = booked.reservation_number;

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(desk.email);
    await page.getByLabel('Password').fill(desk.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The front desk starts at the reservations: today's arrivals, and the search.
    await page.getByRole('heading', { name: /^Arrivals on / }).waitFor();
    await page.getByRole('searchbox', { name: 'Find a reservation' }).fill('fujimura sakiko');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Reservations matching “fujimura sakiko”' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: number }).click();

    await page.getByRole('heading', { name: `Reservation ${number}` }).waitFor();
    await page.getByText('Change dates', { exact: true }).click();
    const newCheckout = addDays(checkin, 3);
    await page.getByLabel('Check-out').fill(newCheckout);
    await page.getByRole('button', { name: 'Show the new total' }).click();
    await page.getByText(/^New total: /).waitFor();
    await page.getByRole('button', { name: 'Confirm the new dates' }).click();
    await page.getByText('The dates were changed. The guest is mailed the change.').waitFor();
    const stay = page.getByRole('region', { name: 'Stay and rooms' });
    await expect.poll(() => stay.textContent()).toContain(formatDate(newCheckout, 'en', { dateStyle: 'full' }));
    const history = page.getByRole('region', { name: 'Change history' });
    await expect.poll(() => history.textContent()).toContain('Dates or rooms changed');

    await page.getByRole('button', { name: 'Resend the confirmation mail' }).click();
    await page.getByText(`The mail is on its way to ${email}.`).waitFor();
    await h.app.app.jobs.runDue();
    const mails = page.getByRole('region', { name: 'Mails to the guest' });
    await expect
      .poll(() => mails.getByText(`Written: Sakura Hotel Ginza: your booking ${number} is confirmed`).count(), { timeout: 8000 })
      .toBe(2);
    await expectAccessible(page);
    await screenshot(page, 'console-2-reservation');

    const mailbox = await newPage(h);
    await mailbox.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
    await expect
      .poll(() =>
        mailbox
          .locator('article')
          .filter({ hasText: `your booking ${number} is confirmed` })
          .count(),
      )
      .toBe(2);
    await expect
      .poll(() =>
        mailbox
          .locator('article')
          .filter({ hasText: `your booking ${number} has changed` })
          .count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });
});
