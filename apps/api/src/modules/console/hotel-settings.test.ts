import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, type TestApp } from '../../testing/test-app';
import {
  catalogueCall,
  CATALOGUE_BASE,
  expectRefusedByField,
  fieldsOf,
  startCatalogueTest,
  type ConsoleHeaders,
} from './catalogue-testing';

let t: TestApp;
let manager: ConsoleHeaders;
let frontDesk: ConsoleHeaders;
let otherHotelOwner: ConsoleHeaders;
beforeAll(async () => {
  ({ t, manager, frontDesk, otherHotelOwner } = await startCatalogueTest());
});
afterAll(async () => t.close());

const call = catalogueCall(() => t);
const put = (headers: ConsoleHeaders, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `${CATALOGUE_BASE}/settings`, headers, payload: payload as object });
const widgetSettings = async (locale = 'en') =>
  (await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/settings/booking_widget?locale=${locale}` })).json().data;
const auditOf = async (headers: ConsoleHeaders) =>
  (await call(headers, 'GET', '/audit')).json().data.entries as Array<{ action: string; who: string; before: unknown; after: unknown }>;

const CHANGE = {
  button_colour: '#AA3300',
  header_colour: '#f5f0e8',
  header_type: 'header_customize',
  website_header_html:
    '<p class="top"><a href="https://ginza.example/" target="_blank">Sakura Ginza</a> <img src="/logo.png" alt="Sakura"></p>',
  footer_html: '',
  book_languages: ['ja', 'en', 'ko'],
  accepted_card_brands: ['visa', 'jcb'],
  notification_emails: ['front@sakura-ginza.example', 'night@sakura-ginza.example'],
  reservation_update_active: false,
};

describe("the hotel's settings in its console", () => {
  it('are read by everyone at the hotel, the front desk without changing them; another hotel is not found', async () => {
    const read = await call(frontDesk, 'GET', '/settings');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      can_edit: false,
      settings: { header_type: 'header_logo', book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] },
    });
    expect(read.json().data.settings.button_colour).toMatch(/^#[0-9a-f]{6}$/);
    expect((await call(manager, 'GET', '/settings')).json().data.can_edit).toBe(true);

    const refused = await put(frontDesk, CHANGE);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.json()).code).toBe('CONSOLE_FORBIDDEN');
    for (const answer of [await call(otherHotelOwner, 'GET', '/settings'), await put(otherHotelOwner, CHANGE)]) {
      expect(answer.statusCode).toBe(404);
      expect(firstError(answer.json()).code).toBe('HOTEL_NOT_FOUND');
    }
  });

  it('refuses a bad colour, email, HTML or language list by field and changes nothing', async () => {
    const before = (await call(manager, 'GET', '/settings')).json().data.settings;
    const bad = await put(manager, {
      ...CHANGE,
      button_colour: 'red',
      website_header_html: '<img src="x.png" onerror="alert(1)">',
      footer_html: '<script>document.cookie</script>',
      book_languages: [],
      notification_emails: ['front@sakura-ginza.example', 'not an email'],
    });
    expectRefusedByField(bad, [
      ['button_colour', 'validation.colour'],
      ['website_header_html', 'validation.brand_html'],
      ['footer_html', 'validation.brand_html'],
      ['book_languages', 'validation.language_required'],
      ['notification_emails.1', 'validation.email'],
    ]);
    const sixEmails = Array.from({ length: 6 }, (_, i) => `desk${i}@sakura-ginza.example`);
    expect(fieldsOf((await put(manager, { ...CHANGE, notification_emails: sixEmails })).json())).toEqual([
      ['notification_emails', 'validation.too_many_emails'],
    ]);
    for (const link of [
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<div onclick=alert(1)>x</div>',
    ]) {
      expect(fieldsOf((await put(manager, { ...CHANGE, footer_html: link })).json())).toEqual([['footer_html', 'validation.brand_html']]);
    }
    // The hotel's own header needs its HTML.
    expect(fieldsOf((await put(manager, { ...CHANGE, website_header_html: ' ' })).json())).toEqual([
      ['website_header_html', 'validation.required'],
    ]);
    expect((await call(manager, 'GET', '/settings')).json().data.settings).toEqual(before);
  });

  it("keeps the hotel's other settings and the brand's languages until the hotel chooses its own", async () => {
    const stored = async () =>
      (await t.db.selectFrom('hotels').select('settings').where('code', '=', 'sakura-ginza').executeTakeFirstOrThrow()).settings as Record<
        string,
        unknown
      >;
    const kept = await stored();
    const current = (await call(manager, 'GET', '/settings')).json().data.settings;
    expect((await put(manager, { ...current, reservation_update_active: false })).statusCode).toBe(200);
    const after = await stored();
    expect(after).toMatchObject({
      kids_setting: kept.kids_setting,
      room_search_filters: kept.room_search_filters,
      reservation_update_active: false,
    });
    expect(after.book_languages).toBeUndefined();
  });

  it("change for an owner or a manager, audited, and the widget's settings show the change at once", async () => {
    const seen = await widgetSettings();
    expect(seen.init_settings.header_type).toBe('header_logo');
    const before = (await call(manager, 'GET', '/settings')).json().data.settings;

    const changed = await put(manager, CHANGE);
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = { ...CHANGE, button_colour: '#aa3300', footer_html: null };
    expect(changed.json().data).toMatchObject({ settings: expected, can_edit: true });
    expect((await call(frontDesk, 'GET', '/settings')).json().data.settings).toMatchObject(expected);

    const widget = await widgetSettings();
    expect(widget.init_settings).toMatchObject({
      button_colour: '#aa3300',
      header_colour: '#f5f0e8',
      header_type: 'header_customize',
      website_header_html: CHANGE.website_header_html,
      footer_html: null,
    });
    expect(widget.book_languages).toEqual(['ja', 'en', 'ko']);
    expect(widget.available_languages).toEqual(['ja', 'en', 'ko']);
    expect(widget.payment_gateway_setting.accepted_card_brands).toEqual(['visa', 'jcb']);

    const [entry] = await auditOf(manager);
    // No footer, as the brand has none: sent without use_brand, a value the hotel takes from the brand stays the brand's.
    expect(entry).toMatchObject({ action: 'settings.changed', before, after: { ...expected, use_brand: ['footer_html'] } });

    // Saving the same settings again changes and audits nothing.
    const audited = (await auditOf(manager)).length;
    expect((await put(manager, CHANGE)).statusCode).toBe(200);
    expect(await auditOf(manager)).toHaveLength(audited);
  });

  it("goes back to the brand's values, audited, and the widget shows them at once; leaving the brand's keeps its value", async () => {
    const { settings: before, brand } = (await call(manager, 'GET', '/settings')).json().data;
    expect(before.use_brand).toEqual(['footer_html']);
    expect(brand.button_colour).not.toBe(before.button_colour);
    const storedKeys = async () =>
      Object.keys(
        (await t.db.selectFrom('hotels').select('settings').where('code', '=', 'sakura-ginza').executeTakeFirstOrThrow())
          .settings as object,
      );

    // The values sent for the keys going back are not kept: the brand's are.
    const back = await put(manager, { ...before, button_colour: '#000000', use_brand: ['footer_html', 'button_colour', 'book_languages'] });
    expect(back.statusCode, back.body).toBe(200);
    const expected = {
      ...before,
      button_colour: brand.button_colour,
      footer_html: brand.footer_html,
      book_languages: brand.book_languages,
      use_brand: ['button_colour', 'footer_html', 'book_languages'],
    };
    expect(back.json().data.settings).toEqual(expected);
    expect(await storedKeys()).not.toEqual(expect.arrayContaining(['button_colour']));
    expect(await storedKeys()).not.toEqual(expect.arrayContaining(['footer_html']));
    const widget = await widgetSettings();
    expect(widget.init_settings.button_colour).toBe(brand.button_colour);
    expect(widget.available_languages).toEqual(brand.book_languages);
    const [entry] = await auditOf(manager);
    expect(entry).toMatchObject({ action: 'settings.changed', before, after: expected });

    // Saved again as it is, nothing changes; left out of use_brand, a key is the hotel's own even at the brand's value.
    const audited = (await auditOf(manager)).length;
    expect((await put(manager, expected)).statusCode).toBe(200);
    expect(await auditOf(manager)).toHaveLength(audited);
    const own = await put(manager, { ...expected, use_brand: ['footer_html', 'book_languages'] });
    expect(own.json().data.settings).toMatchObject({ button_colour: brand.button_colour, use_brand: ['footer_html', 'book_languages'] });
    expect(await storedKeys()).toEqual(expect.arrayContaining(['button_colour']));
  });

  it('refuses an unknown or repeated key to take from the brand, by field, and a header of its own HTML left empty', async () => {
    const current = (await call(manager, 'GET', '/settings')).json().data.settings;
    expectRefusedByField(await put(manager, { ...current, use_brand: ['logo'] }), [['use_brand.0', 'validation.invalid']]);
    expectRefusedByField(await put(manager, { ...current, use_brand: ['footer_html', 'footer_html'] }), [
      ['use_brand', 'validation.duplicate'],
    ]);
    // The brand's header is its logo and no HTML: a header of the hotel's own HTML cannot take the brand's (none).
    const customized = { ...current, header_type: 'header_customize', website_header_html: '<p>Ginza</p>', use_brand: [] };
    expect((await put(manager, customized)).statusCode).toBe(200);
    expectRefusedByField(await put(manager, { ...customized, use_brand: ['website_header_html'] }), [
      ['website_header_html', 'validation.required'],
    ]);
    expect((await call(manager, 'GET', '/settings')).json().data.settings).toMatchObject({
      website_header_html: '<p>Ginza</p>',
      use_brand: [],
    });
  });
});
