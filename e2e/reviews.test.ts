import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, confirmedMember, quotedTotal, tokyoDate, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const email = 'nao.reviews@example.com';

/** A stay the member booked, moved into the past (checked out yesterday, Tokyo time) as the days would have. */
async function pastStay(token: string, weekday: number) {
  const checkin = addDays(tokyoMonday(30), weekday);
  const checkout = addDays(checkin, 1);
  const totalCents = await quotedTotal(h.app.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const booked = await h.app.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': await h.app.session(), authorization: `Bearer ${token}` },
    payload: bookingBody({ checkin, checkout, totalCents, email }),
  });
  const number = booked.json().data.reservation_number as string;
  await h.app.db
    .updateTable('reservations')
    .set({ checkin_date: tokyoDate(-2 - weekday), checkout_date: tokyoDate(-1 - weekday) })
    .where('reservation_number', '=', number)
    .execute();
  return number;
}

const ratings = async () => (await h.app.app.inject({ url: '/api/ota/v1/hotels/sakura-ginza/ratings' })).json().data;

describe('rating a stay', () => {
  it('is offered in my reservations, takes stars by keyboard, thanks the guest, shows on the agency API until staff hide it', async () => {
    const token = await confirmedMember(h.app.app, email, { first_name: 'Nao', last_name: 'Mori' });
    const number = await pastStay(token, 0);
    const other = await pastStay(token, 1);

    const page = await newPage(h, { width: 390, height: 844 });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(/^Password/).fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result/);
    await page.goto(`${h.baseUrl}/my-account/reservations?code=sakura-ginza&status=completed`);
    await page.getByRole('listitem').filter({ hasText: number }).getByRole('link', { name: 'Rate this stay' }).click();
    await page.getByRole('heading', { name: 'Rate your stay', level: 1 }).waitFor();
    await expectAccessible(page);

    // Sent with a comment but no stars: each group says what it needs, and the comment stays.
    const comment = page.getByRole('textbox', { name: /^Your comment/ });
    await comment.fill('Quiet room, kind staff, superb breakfast.');
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await expect.poll(() => page.getByText('Choose from 1 to 5 stars.').count()).toBe(6);
    expect(await comment.inputValue()).toBe('Quiet room, kind staff, superb breakfast.');
    await expectAccessible(page);

    // The keyboard: the first star of a group, then the arrows along it.
    await page.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '1 of 5 stars' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('group', { name: 'Overall' }).getByRole('radio', { name: '4 of 5 stars' }).isChecked()).toBe(true);
    for (const [group, score] of [
      ['Cleanliness', 5],
      ['Service', 4],
      ['Location', 5],
      ['Value for money', 3],
      ['Rooms', 4],
    ] as const)
      await page
        .getByRole('group', { name: group })
        .getByRole('radio', { name: `${score} of 5 stars` })
        .check();
    await screenshot(page, 'review-form-phone');
    await page.getByRole('button', { name: 'Send my rating' }).click();
    await page.getByRole('heading', { name: 'Thank you for your rating!' }).waitFor();

    const mine = (await ratings()).reviews[0];
    expect(mine).toMatchObject({ reviewer: 'N.', overall: 4, comment: 'Quiet room, kind staff, superb breakfast.', locale: 'en' });
    expect(mine.categories).toEqual({ cleanliness: 5, service: 4, location: 5, value: 3, rooms: 4 });

    const staffKey = (await h.app.app.staff.issue('sakura-ginza', 'Front desk')).key;
    const hidden = await h.app.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/hotels/sakura-ginza/reviews/${mine.id}/hide`,
      headers: { authorization: `Bearer ${staffKey}` },
    });
    expect(hidden.json().data.review).toMatchObject({ hidden: true, hidden_by: 'Front desk' });
    expect((await ratings()).reviews.map((r: { id: number }) => r.id)).not.toContain(mine.id);

    // The other stay's page in Japanese and in Arabic (right to left), for the eye.
    for (const locale of ['ja', 'ar']) {
      await page.goto(`${h.baseUrl}/review-reservation/${other}?code=sakura-ginza&hotelId=sakura-ginza&locale=${locale}`);
      await page.locator('.review-form').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await screenshot(page, `review-form-${locale}`);
    }
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
