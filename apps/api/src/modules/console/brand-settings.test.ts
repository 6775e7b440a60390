import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { brandFormCall, brandFormUsers, expectBrandOwnersOnly, type BrandFormUsers } from './brand-testing';
import { expectRefusedByField, fieldsOf, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp;
let users: BrandFormUsers;
let owner: ConsoleHeaders;
let manager: ConsoleHeaders;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
  users = await brandFormUsers(t);
  ({ owner, manager } = users);
});
afterAll(async () => t.close());

const brandSettings = brandFormCall(() => t, 'brand_settings');
const widgetSettings = async (hotel: string) =>
  (await t.app.inject({ url: `/api/v1/hotels/${hotel}/settings/booking_widget?locale=en` })).json().data;
const storedBrand = () =>
  t.db.selectFrom('hotel_brands').select(['settings', 'book_languages']).where('code', '=', 'sakura').executeTakeFirstOrThrow();

const CHANGE = {
  button_colour: '#2255AA',
  header_colour: '#fafafa',
  header_type: 'header_customize',
  website_header_html: '<p class="sakura-top"><a href="https://sakura.example/">Sakura Hotels</a></p>',
  footer_html: '',
  book_languages: ['en', 'ja'],
};

describe("the brand's defaults in the console", () => {
  it("are for the brand's owners only: a hotel's owner, a manager or the front desk is refused, another brand's hotel is not found", async () => {
    await expectBrandOwnersOnly(brandSettings, users, CHANGE);

    const read = await brandSettings(owner, 'sakura-myeongdong');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      settings: {
        button_colour: '#a3173f',
        header_colour: '#ffffff',
        header_type: 'header_logo',
        website_header_html: null,
        footer_html: null,
        book_languages: ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'],
      },
      hotels: [
        { code: 'sakura-ginza', name: 'Sakura Hotel Ginza' },
        { code: 'sakura-myeongdong', name: 'Sakura Hotel Myeongdong' },
      ],
    });
  });

  it('refuses a bad colour or active HTML by field and changes nothing', async () => {
    const before = await storedBrand();
    const bad = await brandSettings(owner, 'sakura-myeongdong', 'PUT', {
      ...CHANGE,
      button_colour: 'blue',
      website_header_html: '<script>alert(1)</script>',
      footer_html: '<a href="javascript:alert(1)">x</a>',
      book_languages: ['en', 'fr'],
    });
    expectRefusedByField(bad, [
      ['button_colour', 'validation.colour'],
      ['website_header_html', 'validation.brand_html'],
      ['footer_html', 'validation.brand_html'],
    ]);
    expect(fieldsOf((await brandSettings(owner, 'sakura-myeongdong', 'PUT', { ...CHANGE, website_header_html: ' ' })).json())).toEqual([
      ['website_header_html', 'validation.required'],
    ]);
    expect(await storedBrand()).toEqual(before);
  });

  it("reach at once every hotel of the brand without its own value; a hotel's own colour wins; audited", async () => {
    // Ginza takes Sakura's colours from the brand; Myeongdong has its own button colour. Both are read (and kept) first.
    expect((await widgetSettings('sakura-ginza')).init_settings.button_colour).toBe('#a3173f');
    expect((await widgetSettings('sakura-myeongdong')).init_settings.button_colour).toBe('#a3173f');

    const changed = await brandSettings(owner, 'sakura-myeongdong', 'PUT', CHANGE);
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = { ...CHANGE, button_colour: '#2255aa', footer_html: null };
    expect(changed.json().data.settings).toEqual(expected);

    const ginza = await widgetSettings('sakura-ginza');
    expect(ginza.init_settings).toMatchObject({
      button_colour: '#2255aa',
      header_colour: '#fafafa',
      header_type: 'header_customize',
      website_header_html: CHANGE.website_header_html,
    });
    expect(ginza.book_languages).toEqual(['en', 'ja']);
    const myeongdong = await widgetSettings('sakura-myeongdong');
    expect(myeongdong.init_settings.button_colour).toBe('#a3173f');
    expect(myeongdong.init_settings.header_colour).toBe('#ffffff');
    // The hotel's console shows the brand's defaults where the hotel has none, without copying them into the hotel.
    const ginzaConsole = await t.app.inject({ url: '/api/v1/console/hotels/sakura-ginza/settings', headers: manager });
    expect(ginzaConsole.json().data.settings).toMatchObject({ button_colour: '#2255aa', book_languages: ['en', 'ja'] });

    // Only the changed keys are written over the brand's other settings.
    const stored = await storedBrand();
    expect(stored.book_languages).toEqual(['en', 'ja']);
    expect(stored.settings).toMatchObject({ room_recommender: true, button_colour: '#2255aa', header_type: 'header_customize' });
    expect(stored.settings).not.toHaveProperty('footer_html');

    const audit = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-myeongdong/audit', headers: owner })).json().data.entries;
    expect(audit[0]).toMatchObject({ action: 'brand_settings.changed', after: expected });
    expect(audit[0].before).toMatchObject({ button_colour: '#a3173f', header_type: 'header_logo' });

    // The same defaults again change and audit nothing.
    expect((await brandSettings(owner, 'sakura-myeongdong', 'PUT', CHANGE)).statusCode).toBe(200);
    const again = (await t.app.inject({ url: '/api/v1/console/hotels/sakura-myeongdong/audit', headers: owner })).json().data.entries;
    expect(again).toHaveLength(audit.length);
  });
});
