import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONSOLE_USERS } from '../apps/api/src/db/seed/console-users';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

describe("the console's staff screen", () => {
  it('lets an owner add a front-desk user, who signs in to Reservations and has no Staff screen', async () => {
    const owner = DEMO_CONSOLE_USERS.find((u) => u.role === 'owner' && u.hotel === 'sakura-myeongdong')!;
    const desk = { name: 'Yuna Choi', email: 'yuna@sakura-myeongdong.example', password: 'Yuna-Desk-2026' };

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Staff' }).click();
    const list = page.getByRole('table', { name: 'Staff of this hotel' });
    await list.getByRole('rowheader', { name: /Minji Park/ }).waitFor();

    const form = page.getByRole('region', { name: 'Add a staff user' });
    await form.getByRole('textbox', { name: 'Name' }).fill(desk.name);
    await form.getByRole('textbox', { name: 'Email address' }).fill(desk.email);
    await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Front desk' });
    // A weak password is refused beside the field, and what was typed stays.
    await form.getByLabel('Initial password').fill('weak');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.locator('.field-error').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(desk.name);
    await expectAccessible(page);
    await form.getByLabel('Initial password').fill(desk.password);
    await form.getByRole('button', { name: 'Add' }).click();
    await list.getByRole('rowheader', { name: /Yuna Choi/ }).waitFor();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Yuna Choi was added');
    await expectAccessible(page);
    await screenshot(page, 'console-staff-1-added');

    // Disabled, then enabled again: the row offers Enable in place of Disable, and both are audited.
    const row = list.getByRole('row', { name: /Yuna Choi/ });
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByRole('button', { name: 'Disable the account' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Enable' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Staff user enabled').waitFor();
    await page.getByText('Staff user disabled').waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(desk.email);
    await page.getByLabel('Password').fill(desk.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Reservations/ }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console' });
    expect(await nav.getByRole('button', { name: 'Reservations' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('button', { name: 'Staff' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses to set up two-step sign-in again while it is on, and offers to turn it off instead', async () => {
    const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager' && u.hotel === 'sakura-ginza')!;
    const page = await newPage(h, { width: 390, height: 844 });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/console/`);
    await page.getByRole('textbox', { name: 'Email address' }).fill(manager.email);
    await page.getByLabel('Password').fill(manager.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Account' }).click();
    const setUp = page.getByRole('button', { name: 'Set up two-step sign-in' });
    await setUp.waitFor();

    // Meanwhile it is turned on in another tab, with this session: this page still offers to set it up.
    const secret = await page.evaluate(async () => {
      const started = await fetch('/api/v1/console/me/totp', { method: 'POST' });
      return ((await started.json()) as { data: { secret: string } }).data.secret;
    });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await page.evaluate(async (totp_code) => {
      const answer = await fetch('/api/v1/console/me/totp/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ totp_code }),
      });
      return answer.status;
    }, code);
    expect(confirmed).toBe(200);

    await setUp.click();
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect.poll(() => section.getByRole('alert').textContent()).toContain('Two-step sign-in is already on');
    await section.getByRole('heading', { name: 'Turn two-step sign-in off' }).waitFor();
    expect(await setUp.count()).toBe(0);
    expect(await section.locator('.totp-qr').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'console-staff-2-totp-already-on');
    expect(errors).toEqual([]);
  });
});
