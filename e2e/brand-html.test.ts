import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, newPage, screenshot, startHarness, watchPageErrors, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // A brand's header, footer and CSS carrying what must never run or leak (§3 header_customize).
  const settings = {
    header_type: 'header_customize',
    website_header_html:
      '<div class="brand-banner"><a href="https://formosa.example/" target="_blank">Formosa Stay</a>' +
      '<img src="/images/logos/formosa.svg" alt="Formosa" onerror="window.__pwned = 1" onload="window.__pwned = 2"><script>window.__pwned = 3</script></div>',
    footer_html:
      '<p class="brand-note">Open all year <a href="javascript:window.__pwned = 4">call us</a></p><form action="https://evil.example/"><input name="card"></form>',
    compiled_css:
      '.brand-banner { color: rgb(1, 2, 3); } @import url(https://evil.example/x.css); .brand-note { background: url(https://evil.example/p.png); }',
  };
  await sql`UPDATE hotels SET settings = settings || ${JSON.stringify(settings)}::jsonb WHERE code = 'formosa-daan'`.execute(h.app.db);
  h.app.app.hotels.clearCache();
});
afterAll(async () => h?.close());

describe("a hotel's own header and footer", () => {
  it('are shown, styled by its CSS, with nothing in them able to run or reach elsewhere', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(41);
    await page.goto(`${h.baseUrl}/booking/result?code=formosa-daan&checkin=${checkin}&checkout=${addDays(checkin, 1)}`);
    const banner = page.locator('header .brand-banner');
    await banner.waitFor();
    await page.getByRole('article').first().waitFor();

    expect(await banner.getByRole('link', { name: 'Formosa Stay' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(await banner.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(1, 2, 3)');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const brandMarkup = page.locator('.brand-header, .brand-footer');
    expect(await brandMarkup.locator('[onerror], [onload], script, form, input').count()).toBe(0);
    expect(await brandMarkup.count()).toBe(2);
    expect(await page.locator('footer .brand-note a').getAttribute('href')).toBeNull();
    expect(await page.locator('style').evaluateAll((styles) => styles.map((s) => s.textContent).join())).not.toContain('evil.example');
    // The widget's own header entries stay beside the hotel's header.
    await page.getByRole('link', { name: 'Find my reservation' }).waitFor();
    await screenshot(page, 'brand-header-footer');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
