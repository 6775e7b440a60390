import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { consoleSignIn, openConsoleSettingsIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const recommenderUrl = () =>
  `${h.baseUrl}/booking/recommender?code=sakura-myeongdong&locale=en&checkin=${tokyoDate(30)}&checkout=${tokyoDate(31)}&adults=2`;

describe("the brand's guest features in the console", () => {
  it("let the brand's owner stop the room recommender for every hotel and tell members how to end their account", async () => {
    // The brand's other hotel recommends rooms before the change.
    const guest = await newPage(h);
    await guest.goto(recommenderUrl());
    await guest.getByRole('article').first().waitFor();

    const owner = demoConsoleUser('owner', null);
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    await page.getByRole('button', { name: 'Sakura Hotel Ginza' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const features = page.getByRole('region', { name: 'Guest features' });
    const recommender = features.getByRole('checkbox', { name: 'Offer the room recommender, which suggests rooms for a whole party' });
    await recommender.waitFor();
    expect(await recommender.isChecked()).toBe(true);

    await recommender.uncheck();
    await features.getByRole('checkbox', { name: 'Members ask the brand to end their account, instead of ending it online' }).check();
    // The field takes no more than the API does: 2,000 characters.
    const text = features.getByRole('textbox', { name: 'How to end an account (English)' });
    expect(await text.getAttribute('maxlength')).toBe('2000');
    await expectAccessible(page);
    await text.fill('  Write to members@sakura-hotels.example with your membership email.  ');
    await features.getByRole('button', { name: 'Save guest features' }).click();
    await expect.poll(() => features.getByRole('status').textContent()).toContain('Saved. Every hotel of the brand uses them now.');
    // Shown as saved: trimmed.
    expect(await text.inputValue()).toBe('Write to members@sakura-hotels.example with your membership email.');
    await screenshot(features, 'console-brand-features-saved');

    // The brand's other hotel no longer recommends rooms.
    await guest.goto(recommenderUrl());
    await guest.getByText('This hotel does not offer room recommendations.').waitFor();
    expect(await guest.getByRole('article').count()).toBe(0);

    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Brand guest features changed').first().waitFor();
    expect(errors).toEqual([]);
    await guest.context().close();
    await page.context().close();
  });

  it('are shown in Japanese and Arabic', async () => {
    const owner = demoConsoleUser('owner', null);
    const page = await newPage(h, { width: 390, height: 900 });
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    await page.locator('.console-hotel-list').waitFor();
    for (const locale of ['ja', 'ar'] as const) {
      await openConsoleSettingsIn(page, h.baseUrl, locale);
      const features = page.locator('section[aria-labelledby="settings-features"]');
      await features.locator('input[name="custom_account_removal"]').waitFor();
      // The console's language comes first among the texts' tabs.
      expect(await features.getByRole('tab').first().getAttribute('aria-selected')).toBe('true');
      expect(await features.getByRole('tab').first().getAttribute('lang')).toBe(locale);
      const expected = {
        ja: { heading: 'ゲスト向け機能', qrCode: '会員証に、ホテルで読み取る暗号化QRコードを表示する' },
        ar: { heading: 'ميزات الضيوف', qrCode: 'تعرض بطاقات الأعضاء رمز QR مشفّرًا يمسحه الفندق' },
      }[locale] as { heading: string; qrCode: string };
      expect(await features.locator('h2').textContent()).toBe(expected.heading);
      await features.getByRole('checkbox', { name: expected.qrCode }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await features.scrollIntoViewIfNeeded();
      await screenshot(features, `console-brand-features-${locale}-390`);
    }
    await page.context().close();
  });
});
