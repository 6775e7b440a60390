import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the payment link page', () => {
  it('is held by the device that opens it, pays through 3-D Secure, and the display screen sees it paid', async () => {
    const phone = await newPage(h, { width: 420, height: 860 });
    const errors = watchPageErrors(phone);
    // A pay-link parameter opens the page of that payment.
    await phone.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&pay_link=PAYDEMO0001`);
    await phone.waitForURL(/\/payments\/PAYDEMO0001\?code=sakura-ginza$/);
    await phone.getByRole('heading', { name: 'Payment to Sakura Hotel Ginza' }).waitFor();
    await phone.getByText('Airport transfer and late check-out').waitFor();
    await phone.getByText('¥25,000', { exact: true }).waitFor();
    await screenshot(phone, 'paylink-1-open');
    await expectAccessible(phone);

    const tablet = await newPage(h);
    await tablet.goto(`${h.baseUrl}/payments/PAYDEMO0001?code=sakura-ginza`);
    await tablet.getByRole('heading', { name: 'Open on another device' }).waitFor();
    await tablet.getByText('This payment is open on another device. Please try again in 10 minutes.').waitFor();
    await screenshot(tablet, 'paylink-2-processing');

    const desk = await newPage(h);
    await desk.goto(`${h.baseUrl}/payments/PAYDEMO0001/display?code=sakura-ginza`);
    const qr = desk.getByRole('img', { name: 'QR code of the payment page' });
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await desk.getByText(`${h.baseUrl}/payments/PAYDEMO0001?code=sakura-ginza`).waitFor();
    await screenshot(desk, 'paylink-3-display');
    await expectAccessible(desk);

    const card = phone.frameLocator('iframe.card-fields');
    await card.getByLabel('Card number').fill('4000 0000 0000 3220');
    await card.getByLabel(/Name on card/).fill('ALEX SMITH');
    await card.getByLabel(/Expiry date/).fill('12/34');
    await card.getByLabel(/Security code/).fill('123');
    await phone.getByRole('button', { name: 'Pay ¥25,000' }).click();
    await phone.frameLocator('iframe.challenge-frame').getByRole('button', { name: 'Complete' }).click();
    await phone.getByRole('heading', { name: 'Thank you' }).waitFor();
    await phone.getByText('Your payment of ¥25,000 to Sakura Hotel Ginza is complete.').waitFor();
    await screenshot(phone, 'paylink-4-paid');

    // The front desk screen follows, and the other device is now told it is paid.
    await desk.getByText('This payment has already been made. There is nothing more to pay.').waitFor({ timeout: 15_000 });
    await tablet.getByRole('button', { name: 'Try again' }).click();
    await tablet.getByRole('heading', { name: 'Already paid' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('says plainly when a payment was refunded, cancelled or cannot be found', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/payments/PAYDEMO0004?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'Refunded' }).waitFor();
    await page.goto(`${h.baseUrl}/payments/PAYDEMO0003?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'Cancelled' }).waitFor();
    await page.goto(`${h.baseUrl}/payments/NOSUCHLINK?code=sakura-ginza`);
    await page.getByRole('heading', { name: 'Payment not found' }).waitFor();
    await screenshot(page, 'paylink-5-not-found');
    await expectAccessible(page);
  });
});
