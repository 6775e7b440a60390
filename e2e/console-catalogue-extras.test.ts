import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { setTokyoStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import { expectAccessible, fillEnglishGuest, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import { consoleSignIn } from './support/console';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000008000000060802000000716748ac0000001149444154789c63d0c85b8015310ca40400f2663a21eadd61b50000000049454e44ae426082',
  'hex',
);

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

/** Signs the Tokyo hotel's manager in and opens the catalogue. */
async function openCatalogue(page: Page) {
  const manager = demoConsoleUser('manager');
  await consoleSignIn(page, h.baseUrl, manager.email, manager.password);
  await page.getByRole('button', { name: 'Catalogue' }).click();
}

describe('extras in the console catalogue', () => {
  it("lets a manager add an extra, and the widget's booking step offers it at once", async () => {
    const night = tokyoMonday(190);
    await setTokyoStock(h.app.db, 'MOD-DBL', night, addDays(night, 2), { total: 5, sold: 0 });

    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Add an extra' }).click();
    const form = page.getByRole('region', { name: 'New extra' });

    await form.getByRole('textbox', { name: 'Code' }).fill('sake-set');
    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByRole('textbox', { name: 'Name (English)' }).fill('Sake tasting set');
    await form.getByRole('combobox', { name: 'Per' }).selectOption('room');
    await form.getByLabel('First date').fill(night);
    await form.getByLabel('Last date').fill(addDays(night, 6));
    await form.getByRole('spinbutton', { name: 'Price before tax (JPY)' }).fill('2000');
    await form.getByRole('spinbutton', { name: 'Stock per date' }).fill('3');
    // Offered with the room-only plan alone.
    await form.getByRole('group', { name: 'Offered with these plans' }).getByRole('checkbox', { name: 'Room only' }).check();
    // The name in the hotel's language is required: the form says so by its field, before sending, and keeps what was typed.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText("A name in the hotel's own language is required.").waitFor();
    await expectAccessible(page);
    await form.getByRole('textbox', { name: 'Name (日本語)' }).fill('利き酒セット');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Sake tasting set was saved');
    await page.getByRole('region', { name: 'Extras' }).getByText('SAKE-SET').waitFor();
    await screenshot(page, 'console-catalogue-extras-1-saved');
    await expectAccessible(page);
    // The question form, with its choices worded in the language tabs, is as accessible.
    await page.getByRole('button', { name: 'Edit Which pillow would you like?' }).click();
    const question = page.getByRole('region', { name: 'Question #4' });
    await question.getByRole('textbox', { name: 'Choice 1 (日本語)' }).waitFor();
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${night}&checkout=${addDays(night, 2)}&adults=2`);
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Room only' }).click();
    await page.waitForURL(/guest-detail/);
    await fillEnglishGuest(page, 'sake@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/payment/);
    await page.getByRole('combobox', { name: 'Quantity Sake tasting set', exact: true }).selectOption('1');
    await page.locator('.extra').filter({ hasText: 'Sake tasting set' }).getByText('¥2,200 per room, tax included').waitFor();
    await page.locator('.booking-summary').getByText('Sake tasting set × 1').waitFor();
    await screenshot(page, 'console-catalogue-extras-2-offered');

    // With the breakfast plan the payment step lists no such extra.
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&checkin=${night}&checkout=${addDays(night, 2)}&adults=2`);
    await page.getByRole('article', { name: 'Moderate Double' }).getByRole('button', { name: 'Book Bed and breakfast' }).click();
    await page.waitForURL(/guest-detail/);
    await fillEnglishGuest(page, 'breakfast@example.com');
    const listed = page.waitForResponse(
      (response) => response.url().includes('/extras?') && response.url().includes('hotel_plan_codes=BF'),
    );
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/payment/);
    expect((await (await listed).json()).data.extras.map((e: { code: string }) => e.code)).not.toContain('SAKE-SET');
    expect(await page.getByRole('combobox', { name: 'Quantity Sake tasting set', exact: true }).count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('lets a manager add a photo to a room type, shown in its form at once', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await openCatalogue(page);
    await page.getByRole('button', { name: 'Edit Moderate Double' }).click();
    const form = page.getByRole('region', { name: 'Room type MOD-DBL' });
    const photos = form.getByRole('group', { name: 'Photos' });
    const before = await photos.getByRole('img').count();
    await photos.getByLabel('Add a photo').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => photos.getByRole('img').count()).toBe(before + 1);
    await photos.getByRole('img', { name: `Moderate Double, photo ${before + 1}` }).waitFor();
    await expectAccessible(page);
    // Not an image: refused with its message, and nothing added.
    await photos
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await photos.getByText('Upload a photo as a JPEG, PNG or WebP image.').waitFor();
    expect(await photos.getByRole('img').count()).toBe(before + 1);
    await screenshot(page, 'console-catalogue-extras-3-photo');
    // Removed again: the photo uploaded goes, the others stay.
    await photos.getByRole('button', { name: `Remove Moderate Double, photo ${before + 1}` }).click();
    await expect.poll(() => photos.getByRole('img').count()).toBe(before);

    // The first photo, the one the widget shows, described: the hotel's language is required, what was typed stays.
    const first = photos.getByRole('listitem').first();
    const described = first.getByRole('group', { name: 'Alternative text of Moderate Double, photo 1' });
    await described.getByRole('tab', { name: 'English' }).click();
    await described.getByRole('textbox', { name: 'Alternative text (English)' }).fill('Room overlooking Ginza');
    await described.getByRole('tab', { name: '日本語', exact: true }).click();
    await described.getByRole('textbox', { name: 'Alternative text (日本語)' }).fill('');
    await first.getByRole('button', { name: /Save alternative text/ }).click();
    await described.getByText("A text in the hotel's own language is required.").waitFor();
    await expectAccessible(page);
    await described.getByRole('textbox', { name: 'Alternative text (日本語)' }).fill('銀座を望む客室');
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/photos?photo='));
    await first.getByRole('button', { name: /Save alternative text/ }).click();
    expect((await saved).status()).toBe(200);
    await described.getByRole('tab', { name: 'English' }).click();
    expect(await described.getByRole('textbox', { name: 'Alternative text (English)' }).inputValue()).toBe('Room overlooking Ginza');

    const night = tokyoMonday(191);
    await setTokyoStock(h.app.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza&locale=ja&checkin=${night}&checkout=${addDays(night, 1)}&adults=2`);
    await page.getByRole('img', { name: '銀座を望む客室' }).first().waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
