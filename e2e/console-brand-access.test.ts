import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConsoleUser } from '../apps/api/src/modules/console/reservations-testing';
import { consoleSignIn, openConsoleSettingsIn } from './support/console';
import { expectAccessible, newPage, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';
import { startHostPage, widgetSite, type HostPage } from './support/host-page';

let h: Harness;
let hotelSite: HostPage;
beforeAll(async () => {
  h = await startHarness();
  // The hotel's own page, on a site the brand has not named yet, with the widget in it.
  hotelSite = await startHostPage(
    `<!doctype html><html lang="en"><head><title>Sakura Hotel Ginza</title></head><body>
      <iframe title="Booking" style="width:1000px;height:760px" src="${widgetSite(h.baseUrl)}/booking/result?code=sakura-ginza"></iframe>
    </body></html>`,
  );
});
afterAll(async () => {
  await hotelSite?.close();
  await h?.close();
});

describe("the brand's sites and sign-in in the console", () => {
  it("let the brand's owner name the hotel's site, which then shows the widget, and close sign-up", async () => {
    const hotelPage = await newPage(h);
    await hotelPage.goto(hotelSite.url);
    const framed = hotelPage.frameLocator('iframe');
    // Not framed yet: the browser refuses the widget on a site the brand has not named.
    await expect.poll(() => hotelPage.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
    expect(await framed.getByRole('article').count()).toBe(0);

    const owner = demoConsoleUser('owner', null);
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    await page.getByRole('button', { name: 'Sakura Hotel Ginza' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const access = page.getByRole('region', { name: 'Brand sites, sign-in and card gateway' });
    const sites = access.getByRole('textbox', { name: /^The brand's own websites/ });
    await sites.waitFor();

    // A page's address is not a site: refused, with what was typed kept.
    const typed = `https://www.sakura-hotels.example\n${hotelSite.url}rooms`;
    await sites.fill(typed);
    await access.getByRole('button', { name: 'Save sites, sign-in and gateway' }).click();
    await access.getByText('Give a site as its https address only, like https://www.hotel.example.').first().waitFor();
    expect(await sites.inputValue()).toBe(typed);
    await expectAccessible(page);
    await access.scrollIntoViewIfNeeded();
    await screenshot(access, 'console-brand-access-error');

    await sites.fill(`https://www.sakura-hotels.example\n${hotelSite.url}`);
    await access.getByRole('checkbox', { name: 'New members can sign up' }).uncheck();
    // The demo server has the sandbox only, which stays chosen.
    expect(await access.getByRole('radio').count()).toBe(1);
    expect(await access.getByRole('radio', { name: 'Sandbox' }).isChecked()).toBe(true);
    await access.getByRole('button', { name: 'Save sites, sign-in and gateway' }).click();
    await expect.poll(() => access.getByRole('status').textContent()).toContain('Saved. Every hotel of the brand uses them now.');
    // Shown as saved: each site as its origin.
    expect(await sites.inputValue()).toBe(`https://www.sakura-hotels.example\n${hotelSite.url.replace(/\/$/, '')}`);
    await screenshot(access, 'console-brand-access-saved');

    // The hotel's page now shows the widget, whose menu offers sign-in and no sign-up.
    await hotelPage.reload();
    await framed.getByRole('article').first().waitFor();
    await framed.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(await framed.getByRole('link', { name: 'Sign up' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Audit log' }).click();
    await page.getByText('Brand sites, sign-in or card gateway changed').first().waitFor();
    expect(errors).toEqual([]);
    await hotelPage.context().close();
    await page.context().close();
  });

  it('are shown in Japanese and Arabic, with an error', async () => {
    const owner = demoConsoleUser('owner', null);
    const page = await newPage(h, { width: 390, height: 900 });
    await consoleSignIn(page, h.baseUrl, owner.email, owner.password);
    await page.locator('.console-hotel-list').waitFor();
    for (const locale of ['ja', 'ar'] as const) {
      await openConsoleSettingsIn(page, h.baseUrl, locale);
      const access = page.locator('section[aria-labelledby="settings-access"]');
      await access.locator('textarea[name="allowed_origins"]').fill('www.hotel.example/rooms');
      await access.locator('button[type="submit"]').click();
      const problem = access.locator('.field-error').first();
      await problem.waitFor();
      // In the console's language, never the English text or its key.
      expect(await problem.textContent()).not.toMatch(/Give a site|validation\./);
      await access.scrollIntoViewIfNeeded();
      await screenshot(access, `console-brand-access-${locale}-390`);
    }
    await page.context().close();
  });
});
