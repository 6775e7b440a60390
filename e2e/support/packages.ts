import type { Page } from 'playwright-core';

/** The box of one room or traveller: the staying guest's and each traveller's names have the same labels. */
async function fillNames(page: Page, group: string, last: string, first: string) {
  const box = page.getByRole('group', { name: group, exact: true });
  await box.getByRole('textbox', { name: '姓（ローマ字）' }).fill(last);
  await box.getByRole('textbox', { name: '名（ローマ字）' }).fill(first);
}

/** The package's booking form as a Japanese guest fills it for two adults flying, with the card given typed in. */
export async function fillPackageForm(page: Page, email: string, cardNumber: string) {
  await page.getByRole('textbox', { name: '姓', exact: true }).fill('田中');
  await page.getByRole('textbox', { name: '名', exact: true }).fill('結衣');
  await page.getByRole('textbox', { name: 'せい（ひらがな）' }).fill('たなか');
  await page.getByRole('textbox', { name: 'めい（ひらがな）' }).fill('ゆい');
  await page.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'メールアドレス（確認用）' }).fill(email);
  await page.getByRole('textbox', { name: '電話番号' }).fill('09012345678');
  await fillNames(page, '宿泊者', 'Tanaka', 'Yui');
  await fillNames(page, '搭乗者1（大人）', 'TANAKA', 'YUI');
  await fillNames(page, '搭乗者2（大人）', 'TANAKA', 'REN');
  await page.getByRole('checkbox', { name: '宿泊約款およびキャンセルポリシーに同意します。' }).check();
  await typePackageCard(page, cardNumber);
}

/** Another card typed into the package's card fields (what was typed before is replaced). */
export async function typePackageCard(page: Page, cardNumber: string) {
  const card = page.frameLocator('iframe.card-fields');
  await card.getByLabel('カード番号').fill(cardNumber);
  await card.getByLabel(/カード名義/).fill('YUI TANAKA');
  await card.getByLabel(/有効期限/).fill('12/34');
  await card.getByLabel(/セキュリティコード/).fill('123');
}
