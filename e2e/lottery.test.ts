import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, tokyoDate } from '../apps/api/src/testing/test-app';
import { demoStaffKey } from '../apps/api/src/db/seed/staff-keys';
import { createTestLottery } from '../apps/api/src/modules/lotteries/testing';
import { formatWeekdayDate } from '../apps/web/src/lib/format';
import { expectAccessible, field, newPage, payAtHotel, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('room lotteries (§2 room-lottery, §4 lottery entry)', () => {
  it('a member enters from a lottery link, changes the entry, wins the draw, books the room won at the hotel, and finds it in the lottery tab', async () => {
    const email = 'lottery.winner@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Aiko', last_name: 'Tanaka' });
    const event = await createTestLottery(h.app.app, h.app.db, tokyoDate(24));
    const page = await newPage(h);
    const errors = watchPageErrors(page);

    // A link naming the lottery shows it above the results, with the way in for the stay searched.
    const [checkin, checkout] = [tokyoDate(25), tokyoDate(26)];
    await page.goto(
      `${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${checkin}&checkout=${checkout}&adults=2&lottery_event=${event.id}`,
    );
    const banner = page.getByRole('region', { name: 'Test fireworks' });
    await banner.getByText('Room lottery').waitFor();
    await screenshot(page, 'lottery-banner');
    await banner.getByRole('link', { name: 'Enter the lottery' }).click();

    // A protected page: the guest signs in and comes back to the entry form, the stay searched chosen.
    await field(page, 'Email').fill(email);
    await page.getByLabel(/^Password/).fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Test fireworks' }).waitFor();
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await page.getByRole('combobox', { name: 'Check-in' }).inputValue()).toBe(checkin);

    // Nothing chosen and no phone: both said where they belong, and what was typed stays.
    await page.getByRole('button', { name: 'Enter the lottery' }).click();
    await page.getByText('Choose a room to enter for.').waitFor();
    await page.getByText('This field is required').first().waitFor();
    expect(await field(page, 'Last name').inputValue()).toBe('Tanaka');
    await expectAccessible(page);
    await screenshot(page, 'lottery-entry-errors');

    await page.getByRole('radio', { name: /Japanese/ }).check();
    await field(page, 'Phone').fill('+819012345678');
    await page.getByRole('button', { name: 'Enter the lottery' }).click();
    await page.getByRole('heading', { name: 'Your entry is in' }).waitFor();
    const entryNumber = (await page.getByRole('heading', { name: /^Entry L\d+/ }).textContent())?.replace('Entry ', '') ?? '';
    await expectAccessible(page);
    await screenshot(page, 'lottery-entered');

    // Until entries close the member may change the entry: here to the first night, for one.
    await page.getByRole('link', { name: 'Change my entry' }).click();
    await page.getByText(`You are changing entry ${entryNumber}.`).waitFor();
    expect(await field(page, 'Phone').inputValue()).toBe('+819012345678');
    expect(await page.getByRole('radio', { name: /Japanese/ }).isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Check-in' }).selectOption(tokyoDate(24));
    await page.getByRole('combobox', { name: 'Adults' }).selectOption('1');
    await screenshot(page, 'lottery-entry-change');
    await page.getByRole('button', { name: 'Save the change' }).click();
    await page.getByRole('heading', { name: 'Your entry is in' }).waitFor();
    await page.getByText(formatWeekdayDate(tokyoDate(24), 'en')).waitFor();
    expect(await page.locator('.lottery-entry-facts dd').nth(3).textContent()).toBe('1');

    // The hotel draws; the only entrant wins and books the room won, paying at the hotel.
    const drawn = await h.app.app.inject({
      method: 'POST',
      url: `/api/v1/staff/hotels/sakura-ginza/lottery_events/${event.id}/draw`,
      headers: { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` },
    });
    expect(drawn.json().data).toEqual({ winners: 1, not_winners: 0 });
    await page.reload();
    await page.getByRole('heading', { name: 'You won a room' }).waitFor();
    await screenshot(page, 'lottery-won');
    await page.getByRole('button', { name: 'Book the room you won' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    expect(await field(page, 'Phone').inputValue()).toBe('+819012345678');
    await field(page, 'Confirm email').fill(email);
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your stay is booked' }).waitFor();
    expect(page.url()).toContain(`/room-lottery/complete/${entryNumber}`);
    await page.getByText(/^Reservation \d{10}\./).waitFor();
    await screenshot(page, 'lottery-booked');

    await page.getByRole('link', { name: 'All my lottery entries' }).click();
    await page.getByRole('button', { name: 'Lottery', pressed: true }).waitFor();
    await page.getByText(`Entry ${entryNumber}`).waitFor();
    await page.getByText('Your stay is booked').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'lottery-tab');
    expect(errors).toEqual([]);
  });
});
