import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookPackage, packageBody, packageStay } from '../apps/api/src/modules/packages/testing';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const EMAIL = 'yui.tanaka@example.com';

describe('cancelling a stay plus flight package', () => {
  it('shows the hotel fee, the airline fee and the refund before the guest confirms, then the package cancelled', async () => {
    const stay = await packageStay(h.app.db, 3);
    const request = await packageBody(h.app.app, stay);
    const booked = await bookPackage(h.app.app, await h.app.session(), request.body);
    expect(booked.statusCode, booked.body).toBe(201);
    const number: string = booked.json().data.reservation_number;

    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/search?code=sakura-ginza&locale=ja&number=${number}`);
    await page.getByRole('textbox', { name: '予約時のメールアドレス' }).fill(EMAIL);
    await page.locator('.lookup-form button[type=submit]').click();
    await page.getByRole('button', { name: 'パッケージをキャンセル' }).click();
    const dialog = page.getByRole('dialog', { name: 'パッケージ全体をキャンセルしますか？' });
    // Weeks ahead the airline keeps nothing; the non-refundable plan keeps the stay.
    const lines = dialog.locator('.package-cancel-lines');
    await lines.getByText('航空会社の取消手数料').waitFor();
    const refund = await lines.locator('.package-cancel-refund strong').innerText();
    expect(Number(refund.replace(/\D/g, ''))).toBe(request.body.total_price.cents - (await stayPrice(number)));
    await screenshot(page, 'package-cancel-1-quote');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: '宿泊と航空券をキャンセル' }).click();
    const flights = page.getByRole('region', { name: '航空券' });
    await flights.getByText('パッケージはキャンセル済みです').waitFor();
    await page.locator('.status-cancelled').waitFor();
    await screenshot(page, 'package-cancel-2-cancelled');
    await expectAccessible(page);
    const stored = await h.app.db
      .selectFrom('package_bookings')
      .select('state')
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('cancelled');
    expect(errors).toEqual([]);
  });
});

async function stayPrice(number: string) {
  const row = await h.app.db
    .selectFrom('reservations')
    .select('total_price')
    .where('reservation_number', '=', number)
    .executeTakeFirstOrThrow();
  return row.total_price;
}
