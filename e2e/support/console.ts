import type { Page } from 'playwright-core';

/** Opens the console and signs in with its English sign-in form. */
export async function consoleSignIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/console/`);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const SETTINGS = { en: 'Settings', ja: '設定', ar: 'الإعدادات' } as const;

/** Opens Settings of the first hotel in the console in `locale`, its user signed in already (a brand's owner chooses a hotel first). */
export async function openConsoleSettingsIn(page: Page, baseUrl: string, locale: keyof typeof SETTINGS) {
  await page.goto(`${baseUrl}/console/?locale=${locale}`);
  await page.locator('.console-hotel-list button').first().click();
  await page.getByRole('button', { name: SETTINGS[locale], exact: true }).click();
}
