import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../apps/api/src/db/seed/members';
import { DEMO_VOUCHER_NUMBER } from '../apps/api/src/db/seed/vouchers';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import { consoleSignIn } from './support/console';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe('the console members & offers', () => {
  it("lets a manager issue coupons (one for a member), a numbered voucher, and adjust a member's points", async () => {
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

    // A coupon for one member: someone not of the brand is not found, by the email typed, which stays.
    await form.getByRole('radio', { name: 'One member' }).check();
    const memberEmail = form.getByRole('textbox', { name: /Member's email address/ });
    await memberEmail.fill('nobody@example.com');
    await form.getByRole('button', { name: 'Find member' }).click();
    await form.getByText("No member of this hotel's brand has this email address.").waitFor();
    expect(await memberEmail.inputValue()).toBe('nobody@example.com');
    await expectAccessible(page);
    await memberEmail.fill(DEMO_MEMBER.email);
    await form.getByRole('button', { name: 'Find member' }).click();
    await form.getByText(DEMO_MEMBER.email).waitFor();
    await form.getByRole('textbox', { name: /Coupon code/ }).fill('HANAKO5');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Hanako 5% off');
    await form.getByRole('textbox', { name: 'Discount', exact: true }).fill('5');
    await form.getByLabel(/Valid until/).fill(tokyoDate(60));
    await form.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Coupon HANAKO5 issued.');
    const memberCoupon = page.getByRole('row', { name: /HANAKO5/ });
    await expect.poll(() => memberCoupon.textContent()).toContain(`For ${DEMO_MEMBER.email}`);
    await expectAccessible(page);

    // A voucher with its own number: a taken one is refused by the number field, which keeps it.
    await page.getByRole('button', { name: 'Vouchers' }).click();
    const voucherForm = page.getByRole('region', { name: 'Issue a voucher' });
    await voucherForm.getByRole('textbox', { name: /Member's email address/ }).fill(DEMO_MEMBER.email);
    await voucherForm.getByRole('button', { name: 'Find member' }).click();
    await voucherForm.getByText(DEMO_MEMBER.email).waitFor();
    await voucherForm.getByRole('textbox', { name: /^Voucher name/ }).fill('Anniversary stay');
    const voucherNumber = voucherForm.getByRole('textbox', { name: /Voucher number/ });
    await voucherNumber.fill(DEMO_VOUCHER_NUMBER);
    await voucherForm.getByRole('textbox', { name: /^Amount/ }).fill('5000');
    await voucherForm.getByLabel(/Valid through/).fill(tokyoDate(120));
    await voucherForm.getByRole('button', { name: 'Issue voucher' }).click();
    await expect.poll(() => voucherNumber.getAttribute('aria-invalid')).toBe('true');
    await voucherForm.locator('.field-error').getByText('This code is already in use.').waitFor();
    expect(await voucherNumber.inputValue()).toBe(DEMO_VOUCHER_NUMBER);
    await expectAccessible(page);
    await voucherNumber.fill('GINZA-E2E-0001');
    await voucherForm.getByRole('button', { name: 'Issue voucher' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Voucher GINZA-E2E-0001 issued');
    await page.getByRole('rowheader', { name: /GINZA-E2E-0001/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-members-1b-voucher');

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
    await page.getByText('Coupon issued').first().waitFor();
    await page.getByText('Voucher issued').first().waitFor();
    expect(errors).toEqual([]);
  });
});
