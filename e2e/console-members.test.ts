import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../apps/api/src/db/seed/members';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import { consoleSignIn } from './support/console';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the console members & offers', () => {
  it("lets a manager issue a coupon and adjust a member's points", async () => {
    const manager = demoConsoleUser('manager');
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
    await page.getByRole('button', { name: 'Members & offers' }).click();
    await page
      .getByRole('cell', { name: /SAKURA10/ })
      .or(page.getByRole('rowheader', { name: /SAKURA10/ }))
      .waitFor();
    await expectAccessible(page);

    // A percentage over 100 is refused next to its field, and what was typed stays.
    const form = page.getByRole('region', { name: 'Issue a coupon' });
    await form.getByRole('textbox', { name: /Coupon code/ }).fill('WINTER20');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Winter 20% off');
    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('120');
    await form.getByLabel(/Valid until/).fill(tokyoDate(90));
    await form.getByRole('button', { name: 'Issue coupon' }).click();
    await form.getByText('This value is not valid').waitFor();
    expect(await form.getByRole('textbox', { name: /Coupon code/ }).inputValue()).toBe('WINTER20');
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('20');
    await form.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Coupon WINTER20 issued.');
    await page.getByRole('rowheader', { name: /WINTER20/ }).waitFor();
    await screenshot(page, 'console-members-1-coupon');

    await page.getByRole('button', { name: 'Member points' }).click();
    await page.getByRole('textbox', { name: /Member's email address/ }).fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: 'Find member' }).click();
    const balance = page.getByTestId('member-balance');
    await balance.waitFor();
    const before = Number((await balance.textContent())?.replace(/\D/g, ''));
    await page.getByRole('textbox', { name: /^Points/ }).fill('300');
    await page.getByRole('textbox', { name: /^Reason/ }).fill('Sorry for the noise on the 3rd floor');
    await page.getByRole('button', { name: 'Save adjustment' }).click();
    await expect.poll(async () => Number((await balance.textContent())?.replace(/\D/g, ''))).toBe(before + 300);
    await expectAccessible(page);
    await screenshot(page, 'console-members-2-points');

    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Member points adjusted').waitFor();
    await page.getByText('Coupon issued').waitFor();
    expect(errors).toEqual([]);
  });
});
