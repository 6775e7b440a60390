import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, it } from 'vitest';
import { DEMO_CONSOLE_USERS } from '../apps/api/src/db/seed/console-users';
import { newPage, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());
const dir = '/tmp/x/shots/wt-extras';
mkdirSync(dir, { recursive: true });

it('shots', async () => {
  const manager = DEMO_CONSOLE_USERS.find((u) => u.role === 'manager' && u.hotel === 'sakura-ginza')!;
  for (const locale of ['en', 'ja', 'ar']) {
    for (const [size, width] of [['desktop', 1280], ['phone', 390]] as const) {
      const page = await newPage(h, { locale, width, height: 900 });
      const shot = (name: string) => page.screenshot({ path: `${dir}/${name}-${locale}-${size}.png`, fullPage: true });
      await page.goto(`${h.baseUrl}/console/`);
      await page.locator('input[type=email], input[name=email]').first().fill(manager.email);
      await page.locator('input[type=password]').first().fill(manager.password);
      await page.locator('form button[type=submit]').first().click();
      await page.locator('nav button').nth(0).waitFor();
      await page.locator('nav button', { hasText: /Catalogue|商品設定|الكتالوج/ }).first().click();
      await page.locator('#extras-heading').waitFor();
      await shot('catalogue');
      await page.locator('#extras-heading').locator('xpath=ancestor::section').locator('li button').nth(2).click();
      await page.locator('#extra-form-heading').waitFor();
      await shot('extra-form');
      if (size === 'desktop') {
        await page.locator('input[name="sale.stock"]').fill('');
        await page.locator('form button[type=submit]').click();
        await page.locator('.field-error').first().waitFor();
        await shot('extra-form-error');
      }
      await page.locator('#extra-form-heading').locator('xpath=ancestor::section').locator('.catalogue-actions button[type=button]').click();
      await page.locator('#questions-heading').locator('xpath=ancestor::section').locator('li button').nth(3).click();
      await page.locator('#question-form-heading').waitFor();
      await shot('question-form');
      await page.context().close();
    }
  }
});
