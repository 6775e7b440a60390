import type { Page } from 'playwright-core';

/** Opens the console and signs in with its English sign-in form. */
export async function consoleSignIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/console/`);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
