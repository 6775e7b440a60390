import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedMember, setHotelStock, tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, payAtHotel, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const text = (page: Page | Locator, name: string) => page.getByRole('textbox', { name, exact: true });
/** Password fields have no textbox role, and optional fields say so after the name: found by how their label starts. */
const secret = (page: Page | Locator, name: string) => page.getByLabel(new RegExp(`^${name}`));

async function fillSignUp(page: Page, email: string, password: string) {
  await text(page, 'Email').fill(email);
  await text(page, 'Confirm email').fill(email);
  await secret(page, 'Password').fill(password);
  await secret(page, 'Confirm password').fill(password);
  await text(page, 'Last name (English)').fill('Tanaka');
  await text(page, 'First name (English)').fill('Aiko');
}

describe('becoming a member and signing in', () => {
  it('signs up, confirms from the mailed link, stays signed in, signs out and in again', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const email = 'aiko.member@example.com';
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.getByRole('heading', { name: 'Become a member of Sakura Hotels' }).waitFor();

    // A weak password is refused on its field, and what was typed stays.
    await fillSignUp(page, email, 'sakura');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Use at least 8 characters, with an uppercase letter, a lowercase letter and a digit.').waitFor();
    expect(await text(page, 'Email').inputValue()).toBe(email);
    await expectAccessible(page);
    await screenshot(page, 'members-sign-up-errors');

    await secret(page, 'Password').fill('Sakura2026');
    await secret(page, 'Confirm password').fill('Sakura2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Check your mailbox' }).waitFor();
    await page.getByText(`We sent a link to ${email}`).waitFor();

    // The demo mailbox holds the mail; its link confirms and signs the member in.
    await page.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Confirm your membership of Sakura Hotels' }).waitFor();
    await page.getByRole('link', { name: 'Open the link' }).click();
    await page.getByRole('heading', { name: 'Welcome, Aiko' }).waitFor();
    await page.getByText('Hello, Aiko').waitFor();
    await screenshot(page, 'members-confirmed');
    // The token was read once and taken out of the address, and out of the tab's history with it (§2).
    expect(new URL(page.url()).pathname).toBe('/member-confirmation');
    expect(new URL(page.url()).searchParams.has('confirmation_token')).toBe(false);
    await page.goBack();
    await page.getByRole('heading', { name: 'Confirm your membership of Sakura Hotels' }).waitFor();
    await page.goForward();
    await page.waitForURL(/\/member-confirmation/);
    expect(page.url()).not.toContain('confirmation_token');

    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByText('Hello, Aiko').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('yado_member:')))).toEqual([]);

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await text(page, 'Email').fill(email);
    await secret(page, 'Password').fill('Wrong2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'The email address or the password is not right.' }).waitFor();
    await expectAccessible(page);
    await secret(page, 'Password').fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    // Back where the member came from.
    await page.waitForURL(/\/booking\/result\?code=sakura-ginza/);
    await page.getByText('Hello, Aiko').waitFor();
    expect(errors).toEqual([]);

    // A session the server has ended signs the member out here too, and says so.
    await h.app.db.deleteFrom('user_sessions').execute();
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You have been signed out. Please sign in again.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('resets a forgotten password by the mailed link, refusing the current one, and is signed in', async () => {
    const page = await newPage(h);
    const email = 'forgetful@example.com';
    await page.goto(`${h.baseUrl}/sign-up?code=sakura-ginza`);
    await fillSignUp(page, email, 'Sakura2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Check your mailbox' }).waitFor();

    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too: wait for the next page before typing.
    await page.getByRole('heading', { name: 'Forgot your password' }).waitFor();
    await text(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a link to ${email}` })
      .waitFor();
    // Asked again at once: not sent twice.
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('alert').filter({ hasText: 'ask again in 10 minutes' }).waitFor();

    await page.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { name: 'Reset your Sakura Hotels password' }).waitFor();
    await page.getByRole('link', { name: 'Open the link' }).first().click();
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(new URL(page.url()).searchParams.has('reset_password_token')).toBe(false);
    await secret(page, 'New password').fill('Sakura2026');
    await secret(page, 'Confirm password').fill('Sakura2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This is your current password; choose a new one.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-change-password');
    await secret(page, 'New password').fill('Momiji2027');
    await secret(page, 'Confirm password').fill('Momiji2027');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed and you are signed in' }).waitFor();
    await page.getByText('Hello, Aiko').waitFor();
    await page.context().close();
  });

  it("books a members' plan once signed in, and finds the stay in my reservations", async () => {
    // A member made through the API: this test is about booking as one.
    const email = 'mei.member@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Mei', last_name: 'Lin' });

    const page = await newPage(h);
    // Signed out, my reservations sends the guest to sign in first.
    await page.goto(`${h.baseUrl}/my-account/reservations?code=sakura-ginza`);
    await page.waitForURL(/\/sign-in\?/);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${tokyoDate(33)}&checkout=${tokyoDate(34)}&adults=2`);
    const membersPlan = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: "Members' rate" }) })
      .first();
    await membersPlan.getByRole('link', { name: 'Sign in to book' }).click();
    await text(page, 'Email').fill(email);
    await secret(page, 'Password').fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result\?/);
    await membersPlan.getByRole('button', { name: "Book Members' rate" }).click();

    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    const guest = (name: string) => page.getByRole('textbox', { name, exact: true });
    // The member's email and names start the form.
    expect([await guest('Email').inputValue(), await guest('Confirm email').inputValue()]).toEqual([email, email]);
    expect([await guest('Last name').inputValue(), await guest('First name').inputValue()]).toEqual(['Lin', 'Mei']);
    await guest('Phone').fill('+819012345678');
    await guest('Last name (English)').fill('Lin');
    await guest('First name (English)').fill('Mei');
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const number = (await page.locator('.reservation-number').textContent()) ?? '';

    await page.getByRole('link', { name: 'My reservations' }).click();
    await page.getByRole('heading', { name: 'My reservations' }).waitFor();
    const stay = page.getByRole('listitem').filter({ hasText: `Reservation ${number}` });
    await stay.getByRole('heading', { name: 'Sakura Hotel Ginza' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-my-reservations');
    // Filtered by payment: the stay paid at the hotel is not among those paid online by card.
    await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Paid online by card' });
    await page.getByText('No upcoming stays.').waitFor();
    expect(page.url()).toContain('payment=online_card');
    await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Pay at the hotel' });
    await stay.waitFor();
    await page.getByRole('button', { name: 'Cancelled' }).click();
    await page.getByText('No cancelled reservations.').waitFor();

    // My account: the name, then the password, proven by the current one.
    await page.getByRole('link', { name: 'Hello, Mei' }).click();
    await page.getByRole('heading', { name: 'My account', exact: true }).waitFor();
    // Sakura shows the membership QR code for the front desk.
    await page
      .getByRole('region', { name: 'Membership card' })
      .getByRole('img', { name: /QR code of your membership/ })
      .waitFor();
    await text(page, 'First name (English)').fill('Meiling');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByRole('link', { name: 'Hello, Meiling' }).waitFor();
    const passwordForm = page.getByRole('region', { name: 'Change password' });
    await secret(passwordForm, 'Current password').fill('Wrong2026');
    await secret(passwordForm, 'New password').fill('Momiji2027');
    await secret(passwordForm, 'Confirm password').fill('Momiji2027');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This is not your current password.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-my-account');
    await secret(passwordForm, 'Current password').fill('Sakura2026');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();

    // Removing the account: the password again, then a farewell, signed out.
    await page.getByLabel(/^Password/).fill('Momiji2027');
    await page.getByRole('button', { name: 'Remove my account' }).click();
    await page.getByRole('heading', { name: 'Your account is removed' }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await page.context().close();
  });

  it('shows a guest what members pay, and books a signed-in member at the member price', async () => {
    const email = 'sora.saver@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Sora', last_name: 'Ito' });
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${tokyoDate(36)}&checkout=${tokyoDate(37)}&adults=2`);
    // The first room's breakfast plan costs members 10 % less.
    const breakfast = page
      .locator('li.plan')
      .filter({ has: page.getByRole('heading', { name: 'Bed and breakfast' }) })
      .first();
    const offer = breakfast.locator('.plan-members-note');
    await offer.waitFor();
    const guestPrice = (await breakfast.locator('.price-amount').textContent()) ?? '';
    const [, memberPrice] = /Members pay (\S+) \(save/.exec((await offer.textContent()) ?? '') ?? [];
    expect(memberPrice).toBeDefined();
    await screenshot(page, 'members-rate-offer');

    await breakfast.getByRole('link', { name: 'Sign in for this price' }).click();
    await text(page, 'Email').fill(email);
    await secret(page, 'Password').fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result\?/);
    // Signed in, the plan is priced for members, beside the usual price.
    await breakfast.getByText('Member price').waitFor();
    expect(await breakfast.locator('.price-amount').textContent()).toBe(memberPrice);
    await breakfast.getByText(`Usual price ${guestPrice}`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-rate-signed-in');

    await breakfast.getByRole('button', { name: 'Book Bed and breakfast' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    const guest = (name: string) => page.getByRole('textbox', { name, exact: true });
    await guest('Phone').fill('+819012345678');
    await guest('Last name (English)').fill('Ito');
    await guest('First name (English)').fill('Sora');
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page
      .getByText(memberPrice as string)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("brings a member's companions: in the party, priced and booked with it, and as ordinary guests once signed out", async () => {
    const email = 'kai.companions@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Kai', last_name: 'Mori' });
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const results = `/booking/result?code=sakura-ginza&checkin=${tokyoDate(38)}&checkout=${tokyoDate(39)}&adults=1`;
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&return_to=${encodeURIComponent(results)}`);
    await text(page, 'Email').fill(email);
    await secret(page, 'Password').fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result\?/);

    // Sakura Club offers companions: the party gains a line for each, named by the program.
    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    const panel = page.getByRole('dialog', { name: 'Rooms and guests' });
    await panel.getByRole('combobox', { name: 'Adult companions' }).selectOption('1');
    await panel.getByRole('combobox', { name: 'Child companions (6–11)' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-companions-party');
    await panel.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toContain('adult_companion');
    await expect.poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent()).toContain('1 adult · 1 companion');
    // The single room is for one: with a companion it is not offered (once the new results are in).
    const rooms = page.getByRole('article');
    await expect
      .poll(async () => [
        (await rooms.count()) > 0,
        await rooms.filter({ has: page.getByRole('heading', { name: 'Standard Single' }) }).count(),
      ])
      .toEqual([true, 0]);

    const roomOnly = page
      .locator('li.plan')
      .filter({ has: page.getByRole('heading', { name: 'Room only' }) })
      .first();
    await roomOnly.getByRole('button', { name: 'Book Room only' }).click();
    await page.getByRole('heading', { name: 'Guest details' }).waitFor();
    await page.getByText('1 adult · 1 companion').first().waitFor();
    await text(page, 'Phone').fill('+819012345678');
    await text(page, 'Last name (English)').fill('Mori');
    await text(page, 'First name (English)').fill('Kai');
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    await page.getByText('1 adult · 1 companion').first().waitFor();
    await screenshot(page, 'members-companions-booked');

    // Signed out, the companion still travels, as an ordinary adult.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(
      `${h.baseUrl}${results.replace('adults=1', `rooms=${encodeURIComponent(JSON.stringify([{ adults: 1, adult_companion: 1 }]))}`)}`,
    );
    await expect.poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent()).toContain('2 adults');
    await page.getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the profile, starts a Japanese booking with it, changes the email by the mailed link, and switches program', async () => {
    const email = 'kenji.profile@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Kenji', last_name: 'Sato' });
    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/sign-in?code=sakura-ginza&locale=ja`);
    await page.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
    await page.getByLabel(/^パスワード/).fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL(/\/booking\/result\?/);
    await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza&locale=ja`);

    // Wrong parts are said on their fields, and what was typed stays.
    const profile = page.getByRole('region', { name: 'プロフィール' });
    await secret(profile, '姓（漢字）').fill('佐藤');
    await secret(profile, '名（漢字）').fill('健二');
    await secret(profile, 'せい（ひらがな）').fill('さとう');
    await secret(profile, 'めい（ひらがな）').fill('けんじ');
    await profile.getByLabel(/^生年月日/).fill('1985-06-15');
    await profile.getByLabel(/^性別/).selectOption('male');
    await profile.getByLabel(/^国籍/).selectOption('JP');
    await secret(profile, '郵便番号').fill('1040061');
    await secret(profile, '都道府県').fill('東京都');
    await secret(profile, '台湾統一編號').fill('1234');
    await profile.getByRole('button', { name: '保存' }).click();
    await page.getByText('台湾統一編號は8桁の数字です。').waitFor();
    expect(await secret(profile, '姓（漢字）').inputValue()).toBe('佐藤');
    await secret(profile, '台湾統一編號').fill('');
    await profile.getByRole('button', { name: '保存' }).click();
    await profile.getByRole('status').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-profile-ja');

    // A Japanese booking starts with the kanji and kana names and the address.
    await setHotelStock(h.app.db, 'sakura-ginza', tokyoDate(44), tokyoDate(45), { total: 5, sold: 0 });
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=ja&checkin=${tokyoDate(44)}&checkout=${tokyoDate(45)}&adults=2`);
    await page
      .getByRole('button', { name: /を予約する$/ })
      .first()
      .click();
    await page.getByLabel(/^郵便番号/).waitFor();
    const guest = (name: string) => page.getByRole('textbox', { name, exact: true }).inputValue();
    expect([
      await guest('姓'),
      await guest('名'),
      await guest('せい（ひらがな）'),
      await page.getByLabel(/^郵便番号/).inputValue(),
    ]).toEqual(['佐藤', '健二', 'さとう', '1040061']);

    // The new email holds only once the link mailed to it is opened.
    await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza&locale=ja`);
    const emailForm = page.getByRole('region', { name: 'メールアドレス' });
    await text(emailForm, '新しいメールアドレス').fill('kenji.new@example.com');
    await text(emailForm, 'メールアドレス（確認用）').fill('kenji.new@example.com');
    await secret(emailForm, '現在のパスワード').fill('Sakura2026');
    await emailForm.getByRole('button', { name: 'リンクを送る' }).click();
    await emailForm.getByRole('status').filter({ hasText: 'kenji.new@example.com' }).waitFor();
    await emailForm.getByText(`ログインに使うメールアドレス：${email}`).waitFor();
    await screenshot(page, 'members-email-pending-ja');
    await page.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent('kenji.new@example.com')}`);
    // The mail, and the page its link opens, are in the language the member signed up in (English here).
    await page.getByRole('heading', { name: 'Confirm your new email address for Sakura Hotels' }).waitFor();
    await page.getByRole('link', { name: 'Open the link' }).click();
    await page.getByRole('heading', { name: 'Your email address is changed' }).waitFor();
    await page.getByText('From now on you sign in with kenji.new@example.com.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'members-email-changed');

    // The program and rank; a program that keeps profiles elsewhere shows the profile read-only.
    await page.goto(`${h.baseUrl}/my-account?code=sakura-ginza&locale=ja`);
    const membership = page.getByRole('region', { name: '会員プログラム' });
    await membership.getByText('さくらクラブ').waitFor();
    await membership.getByText('ブロッサム').waitFor();
    await membership.getByText('3,000ポイントでシルバーになります。').waitFor();
    await membership.getByLabel(/^別のプログラムに移る/).selectOption({ label: 'さくらパートナーズ' });
    await membership.getByRole('button', { name: '移る' }).click();
    await membership.getByRole('status').filter({ hasText: 'さくらパートナーズの会員になりました。' }).waitFor();
    await page.getByText('ご登録の会員プログラムがプロフィールを管理しているため、ここでは変更できません。').waitFor();
    expect(await page.getByRole('region', { name: 'プロフィール' }).getByRole('button', { name: '保存' }).count()).toBe(0);
    expect(await page.getByLabel(/^姓（漢字）/).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'members-program-ja');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('tells a member of a brand that removes accounts on request how, in place of the online removal', async () => {
    const email = 'formosa.member@example.com';
    await confirmedMember(h.app.app, email, { first_name: 'Mei', last_name: 'Lin' }, 'formosa-daan');
    const page = await newPage(h);
    await page.goto(`${h.baseUrl}/sign-in?code=formosa-daan&locale=en`);
    await text(page, 'Email').fill(email);
    await secret(page, 'Password').fill('Sakura2026');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/booking\/result\?/);
    await page.goto(`${h.baseUrl}/my-account?code=formosa-daan&locale=en`);
    const removal = page.getByRole('region', { name: 'Remove my account' });
    await removal.getByText(/write to members@formosa-stays\.example/).waitFor();
    expect(await removal.getByRole('button').count()).toBe(0);
    // Formosa shows the membership number but no QR code.
    const card = page.getByRole('region', { name: 'Membership card' });
    await card.getByText(/^\d{10}$/).waitFor();
    expect(await card.getByRole('img').count()).toBe(0);
    await page.context().close();
  });

  it('stops offers by the link in the mail, in the language the member signed up in', async () => {
    const email = 'yuki.offers@example.com';
    const password = 'Sakura2026';
    await h.app.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/membership/sign_up',
      headers: { origin: h.baseUrl },
      payload: {
        email,
        email_confirmation: email,
        password,
        password_confirmation: password,
        first_name: 'Yuki',
        last_name: 'Mori',
        locale: 'ja',
        promotion_email: true,
      },
    });
    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    await page.goto(`${h.baseUrl}/demo/mailbox.html?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /unsubscribe-email\/confirmation/ }).click();
    await page.getByRole('heading', { name: 'メールでのお知らせを停止しますか？' }).waitFor();
    await page.getByText(`${email} への さくらホテルズ からのお得な情報やお知らせを停止します。`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'unsubscribe-confirmation-ja');
    await page.getByRole('button', { name: '配信を停止する' }).click();
    await page.getByRole('heading', { name: '配信を停止しました' }).waitFor();
    await page.waitForURL(/\/unsubscribe-email\/success\?/);
    await screenshot(page, 'unsubscribe-success-ja');

    // The link again says offers are already off; a broken one says it cannot be used.
    await page.goBack();
    await page.getByRole('heading', { name: '配信を停止しました' }).waitFor();
    expect(await page.getByRole('button', { name: '配信を停止する' }).count()).toBe(0);
    await page.goto(`${h.baseUrl}/unsubscribe-email/confirmation?code=sakura-ginza&token=broken&locale=ja`);
    await page.getByRole('heading', { name: 'このリンクは使えません' }).waitFor();
    await page.getByText('この配信停止リンクは無効です。').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks the guest language, in Japanese and in Arabic right to left', async () => {
    for (const [locale, title] of [
      ['ja', 'さくらホテルズ 会員登録'],
      ['ar', 'انضم إلى عضوية فنادق ساكورا'],
    ] as const) {
      const page = await newPage(h);
      await page.goto(`${h.baseUrl}/sign-up?code=sakura-ginza&locale=${locale}`);
      await page.getByRole('heading', { name: title }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `members-sign-up-${locale}`);
      await page.context().close();
    }
  });
});
