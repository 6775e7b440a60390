import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

/** What has focus, as a screen reader names it: its label (without what is hidden from it), aria-label or text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.cloneNode(true) : null;
    if (label instanceof HTMLElement) label.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    const name = label instanceof HTMLElement ? label.textContent : (el.getAttribute('aria-label') ?? el.textContent);
    return (name ?? '').replace(/\s+/g, ' ').trim();
  });

/** Presses Tab until focus is on what matches, as a keyboard user does; fails after `limit` presses. */
async function tabTo(page: Page, name: string | RegExp, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** Presses Tab until focus is on the chosen way to pay (a radio group is one Tab stop). */
async function tabToChosenPayment(page: Page, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) return;
  }
  throw new Error('Tab never reached the ways to pay');
}

describe('the whole booking with the keyboard alone', () => {
  it('looks at a plan, books it, fills the form, confirms, and focus follows each step', async () => {
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${tokyoDate(20)}&checkout=${tokyoDate(21)}&adults=2`);
    await page.getByRole('article').first().waitFor();

    // A plan's details open in a dialog that takes focus, and Escape gives it back to the link.
    await tabTo(page, 'Plan details and cancellation policy');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"], dialog') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('Plan details and cancellation policy');

    await tabTo(page, /^Book Room only/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/reservation\/guest-detail/);
    // A new step puts focus on its heading, so a screen reader announces where the guest is.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    const email = 'keyboard.guest@example.com';
    const typeInto = async (label: string, value: string) => {
      await tabTo(page, label);
      await page.keyboard.type(value);
    };
    // English writes the given name first, and the form asks in that order.
    await typeInto('First name', 'Ada');
    await typeInto('Last name', 'Okafor');
    await typeInto('Email', email);
    await typeInto('Confirm email', email);
    await typeInto('Phone', '+447700900123');
    // The guest staying was filled from the booker while the booker's name was typed.
    const stayingGuest = ['First name (English)', 'Last name (English)'];
    expect(await Promise.all(stayingGuest.map((name) => page.getByRole('textbox', { name, exact: true }).inputValue()))).toEqual([
      'Ada',
      'Okafor',
    ]);
    await tabTo(page, /I accept the hotel/);
    await page.keyboard.press('Space');
    await expectAccessible(page);
    await tabTo(page, 'Continue to payment');
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/reservation\/payment/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // The surest way to pay is chosen first; the arrow keys move the choice to paying at the hotel.
    await tabToChosenPayment(page);
    for (let i = 0; i < 6 && (await page.evaluate(() => (document.activeElement as HTMLInputElement).value)) !== 'on_site'; i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.getByRole('radio', { name: /^Pay at the hotel(?! \()/ }).isChecked()).toBe(true);
    await tabTo(page, 'Confirm booking');
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await expect.poll(() => focused(page)).toBe('Your booking is confirmed');
    // Booker and staying guest are both written as English writes a name.
    const confirmation = await page.locator('main').innerText();
    expect(confirmation.match(/Ada Okafor/g)?.length).toBe(2);
    expect(confirmation).not.toContain('Okafor Ada');
    await page.context().close();
  });
});
