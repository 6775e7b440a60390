import type { FrameLocator, Page } from 'playwright-core';
import { fillEnglishGuest, type Harness } from './harness';

/** Which plan of the Moderate Double to book, and which payment to choose for it. */
export interface PaymentPlan {
  book: string;
  method: RegExp;
}

/** From the results to the payment step of a Tokyo plan that takes cards (by default the non-refundable one, paid in full). */
export async function toCardPayment(
  h: Harness,
  page: Page,
  stay: { checkin: string; checkout: string; email: string; plan?: PaymentPlan },
): Promise<FrameLocator> {
  const plan = stay.plan ?? { book: 'Book Non-refundable saver', method: /^Credit card$/ };
  await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=en&checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`);
  const room = page.getByRole('article', { name: 'Moderate Double' });
  await room.getByRole('button', { name: plan.book }).click();
  await page.waitForURL(/\/reservation\/guest-detail/);
  await fillEnglishGuest(page, stay.email);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/reservation\/payment/);
  await page.getByRole('radio', { name: plan.method }).check();
  return page.frameLocator('iframe.card-fields');
}

/** Types a test card into the sandbox's card fields. */
export async function typeCardDetails(card: FrameLocator, number: string, cvv: string) {
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel(/Name on card/).fill('ALEX SMITH');
  await card.getByLabel(/Expiry date/).fill('12/34');
  await card.getByLabel(/Security code/).fill(cvv);
}
