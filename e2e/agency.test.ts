import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import type { HotelRatings } from '@yado/domain/wire/reviews';
import { setHotelStock, tokyoMonday } from '../apps/api/src/testing/test-app';
import {
  expectAccessible,
  field,
  fillEnglishGuest,
  newPage,
  payAtHotel,
  screenshot,
  startHarness,
  type Harness,
  watchPageErrors,
} from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const amounts = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d.]/g, '')));

describe('the agency site', () => {
  it('searches a place picked from the suggestions, filters and sorts, books a hotel and finds the booking again', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const email = 'agency.traveller@example.com';
    // A Monday three weeks ahead: within every agency hotel's seeded rates, the same on any day.
    const checkin = tokyoMonday(21);
    const checkout = addDays(checkin, 2);

    await page.goto(`${h.baseUrl}/?locale=en`);
    await page.getByRole('heading', { name: 'Find your hotel' }).waitFor();
    await expectAccessible(page);

    // The place: typed, suggested as one types, picked with the keyboard.
    const place = page.getByRole('combobox', { name: 'Destination' });
    await place.fill('kyo');
    await page.getByRole('option', { name: /^Kyoto Station/ }).waitFor();
    await place.press('ArrowDown');
    expect(await place.getAttribute('aria-activedescendant')).toBeTruthy();
    await expectAccessible(page);
    await place.press('Enter');
    expect(await place.inputValue()).toBe('Kyoto');

    await page.getByRole('button', { name: /Dates/ }).click();
    // The calendar is open before its months are looked at: counted earlier, its days are not there yet.
    await page.getByText('Choose your check-in date').waitFor();
    // Across every hotel the days carry no prices, so no legend explains them.
    expect(await page.locator('.calendar-legend').count()).toBe(0);
    const firstMonth = page.locator('.calendar-month caption').first();
    for (let i = 0; i < 3 && !(await page.locator(`[data-date="${checkin}"]`).count()); i++) {
      const shown = await firstMonth.textContent();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(() => firstMonth.textContent()).not.toBe(shown);
    }
    expect(await page.locator(`[data-date="${checkin}"]`).count()).toBe(1);
    await page.locator(`[data-date="${checkin}"]`).click();
    await page.locator(`[data-date="${checkout}"]`).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await page.waitForURL(/\/search-hotels\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ place: 'kyoto', checkin, checkout, adults: '2', children: '0' });
    await page.getByRole('heading', { name: 'Hotels in Kyoto' }).waitFor();
    await page.locator('.hotel-card').first().waitFor();
    // Each hotel's distance is from the place searched, beside the hotel's own area.
    const facts = await page.locator('.hotel-card .hotel-facts').allTextContents();
    expect(facts.length).toBeGreaterThan(1);
    for (const line of facts) expect(line).toMatch(/\d+\.\d km from Kyoto/);
    await expectAccessible(page);

    // Sorted by price, then only hotels with a hot spring: each change is in the address.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price');
    await expect
      .poll(async () => {
        const prices = amounts(await page.locator('.price-per-night .price-amount').allTextContents());
        return prices.length > 1 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] as number));
      })
      .toBe(true);
    await page.getByRole('checkbox', { name: 'Hot spring' }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('amenities')).toBe('onsen');
    // The cards appear one per task after the first: counted once all the hotels found are shown.
    const found = Number((await page.getByText(/^\d+ hotels? found$/).textContent())?.match(/\d+/)?.[0]);
    expect(found).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.hotel-card').count()).toBe(found);
    await screenshot(page, 'agency-1-results');
    await expectAccessible(page);
    // The page comes back the same from its link alone.
    const link = page.url();

    const first = page.locator('.hotel-card').first();
    const hotelName = (await first.locator('.hotel-name').textContent()) ?? '';
    await first.getByRole('link', { name: hotelName, exact: true }).click();
    await page.waitForURL(/\/hotels\/[\w-]+\?/);
    const code = decodeURIComponent(/\/hotels\/([\w-]+)/.exec(page.url())?.[1] ?? '');
    expect(new URL(page.url()).searchParams.get('checkin')).toBe(checkin);
    await page.locator('.agency-app .room-list article').first().waitFor();
    // Guests' reviews follow the rooms: the summary of the hotel's ratings, then a page of them.
    const ratings = (await h.app.app.inject({ url: `/api/ota/v1/hotels/${code}/ratings` })).json() as HotelRatings;
    expect(ratings.data.summary.count).toBeGreaterThan(0);
    const reviews = page.getByRole('region', { name: 'Guest reviews' });
    await reviews.getByText(`from ${ratings.data.summary.count} review`, { exact: false }).waitFor();
    expect(await reviews.locator('.review-item').count()).toBe(ratings.data.reviews.length);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Book Room only' }).first().click();
    // §2 OTA: the choice is shown back before the details, in the agency's frame.
    await page.waitForURL(/\/confirm-reservation\?/);
    await page.locator('.agency-app').getByRole('heading', { name: 'Confirm your choice' }).waitFor();
    const choice = page.locator('main');
    await choice.getByRole('heading', { name: hotelName }).waitFor();
    await choice.getByText('2 nights', { exact: false }).first().waitFor();
    expect(await choice.locator('.chosen-rooms li').count()).toBe(1);
    await choice.getByRole('heading', { name: 'Ways to pay' }).waitFor();
    await choice.locator('.payment-types-offered li').first().waitFor();
    await choice.locator('.policy-lines, .cancellation-policy, table').first().waitFor();
    // "Change rooms" is the hotel's page with the same stay and party.
    const changeRooms = new URL((await choice.getByRole('link', { name: 'Change rooms' }).getAttribute('href')) ?? '', h.baseUrl);
    expect(changeRooms.pathname).toBe(`/hotels/${code}`);
    expect(Object.fromEntries(changeRooms.searchParams)).toMatchObject({ checkin, checkout, adults: '2' });
    // A member signs in here and comes back to this step, where the hotel has members; a guest goes on.
    const settings = (await h.app.app.inject({ url: `/api/v1/hotels/${code}/settings/booking_widget` })).json() as {
      data: { init_settings: { membership: boolean } };
    };
    if (settings.data.init_settings.membership) {
      const signIn = new URL((await choice.getByRole('link', { name: 'Sign in' }).getAttribute('href')) ?? '', h.baseUrl);
      expect(signIn.pathname).toBe('/sign-in');
      expect(signIn.searchParams.get('return_to')).toMatch(/^\/confirm-reservation\?/);
    } else expect(await choice.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await screenshot(page, 'agency-confirm-reservation');
    await expectAccessible(page);
    const continueLabel = settings.data.init_settings.membership ? 'Continue as a guest' : 'Continue';
    await page.getByRole('button', { name: continueLabel, exact: true }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    await page.locator('.agency-app').waitFor();
    await fillEnglishGuest(page, email);
    await field(page, /^Special requests/).fill('A high floor, please');
    await page.getByRole('button', { name: 'Continue to review' }).click();

    // The review step: everything entered, each part with its way back.
    await page.waitForURL(/\/reservation\/review\?/);
    await page.getByRole('heading', { name: 'Review your booking' }).waitFor();
    const guests = page.getByRole('region', { name: 'Guests' });
    await guests.getByText('Alex Smith').first().waitFor();
    await page.getByRole('region', { name: 'Contact' }).getByText(email).waitFor();
    await page.getByRole('region', { name: 'Special requests' }).getByText('A high floor, please').waitFor();
    await expectAccessible(page);
    // "Change" goes back to the details with everything typed still there; a change made there shows here.
    await guests.getByRole('link', { name: 'Change: Guests' }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await field(page, 'First name (English)').inputValue()).toBe('Alex');
    expect(await field(page, /^Special requests/).inputValue()).toBe('A high floor, please');
    expect(await page.getByRole('checkbox', { name: /I accept the hotel/ }).isChecked()).toBe(true);
    await field(page, /^Special requests/).fill('A quiet room, please');
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL(/\/reservation\/review\?/);
    await page.getByRole('region', { name: 'Special requests' }).getByText('A quiet room, please').waitFor();
    // Choosing the rooms again keeps who is booking; the terms are accepted again for the new choice.
    await page.getByRole('link', { name: 'Change: Stay and rooms' }).click();
    await page.waitForURL(/\/confirm-reservation\?/);
    await page.getByRole('link', { name: 'Change rooms' }).click();
    await page.waitForURL(new RegExp(`/hotels/${code}\\?`));
    await page.getByRole('button', { name: 'Book Room only' }).first().click();
    await page.waitForURL(/\/confirm-reservation\?/);
    await page.getByRole('button', { name: continueLabel, exact: true }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    expect(await field(page, 'Email').inputValue()).toBe(email);
    expect(await field(page, 'First name (English)').inputValue()).toBe('Alex');
    expect(await field(page, /^Special requests/).inputValue()).toBe('A quiet room, please');
    const terms = page.getByRole('checkbox', { name: /I accept the hotel/ });
    expect(await terms.isChecked()).toBe(false);
    await terms.check();
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await page.waitForURL(/\/reservation\/review\?/);
    await screenshot(page, 'agency-review');
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/payment/);
    await payAtHotel(page);
    // The confirmation reads the booking through the agency's own call (§7 OTA reservations/{id}).
    const agencyLookups: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/ota/v1/reservations/')) agencyLookups.push(`${response.status()}`);
    });
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByRole('heading', { name: 'Your booking is confirmed' }).waitFor();
    const number = /confirmation\/(\d{10})/.exec(page.url())?.[1] ?? '';
    await page.locator('.agency-app').waitFor();
    await screenshot(page, 'agency-2-confirmation');
    await expect.poll(() => agencyLookups.length).toBeGreaterThan(0);
    expect(agencyLookups.every((status) => status === '200')).toBe(true);
    await expectAccessible(page);

    // Found again with the widget's own lookup.
    await page.getByRole('link', { name: 'Manage or cancel this booking' }).click();
    await field(page, 'Email used for the booking').fill(email);
    await page.getByRole('button', { name: 'Find reservation' }).click();
    await page.getByRole('button', { name: 'Cancel this reservation' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(number);

    const stored = await h.app.db
      .selectFrom('reservations')
      .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
      .select(['reservations.booking_method', 'hotels.code', 'reservations.checkin_date'])
      .where('reservation_number', '=', number)
      .executeTakeFirstOrThrow();
    expect({ ...stored, checkin_date: String(stored.checkin_date).slice(0, 10) }).toMatchObject({ booking_method: 'tripla_ota', code });

    // The new steps opened with nothing chosen (the draft gone) say so and lead back to the hotel's page.
    for (const step of ['/confirm-reservation', '/reservation/review']) {
      await page.goto(`${h.baseUrl}${step}?code=${code}&locale=en`);
      await page.getByRole('heading', { name: 'Please choose a room first' }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to search' }).getAttribute('href')).toBe(`/hotels/${code}`);
    }
    // Without its hotel in the address, a step starts at the agency's search, not the widget's "No hotel code".
    await page.goto(`${h.baseUrl}/confirm-reservation?locale=en`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('locale') === 'en');
    await page.getByRole('heading', { name: 'Find your hotel' }).waitFor();

    // §2 path shapes that name the hotel in the path lead to the widget's pages, in the agency's frame.
    await page.goto(`${h.baseUrl}/reservation-tripla/${code}/confirmation/${number}?email=${encodeURIComponent(email)}`);
    await page.waitForURL(new RegExp(`/reservation/confirmation/${number}\\?(.+&)?code=${code}$`));
    await page.locator('.agency-app').getByText(number).first().waitFor();
    await page.goto(`${h.baseUrl}/member-registration-tripla/${code}/open-signup`);
    await page.waitForURL(new RegExp(`/sign-up\\?code=${code}$`));
    await page.goto(`${h.baseUrl}/ota-sign-in?code=${code}`);
    await page.waitForURL(new RegExp(`/sign-in\\?code=${code}$`));
    await page.locator('.agency-app').waitFor();

    // The results link reproduces the filtered, sorted page in a new visit (in Japanese: no language was kept there).
    const again = await newPage(h);
    await again.goto(link);
    await again.locator('.hotel-card').first().waitFor();
    expect(await again.getByRole('checkbox', { name: '温泉' }).isChecked()).toBe(true);
    expect(await again.getByRole('combobox', { name: '並び替え' }).inputValue()).toBe('price');
    await expect.poll(() => again.locator('.hotel-card').count()).toBe(found);
    await again.context().close();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says a destination it does not know is not found, with no retry that could not help', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoMonday(21);
    await page.goto(`${h.baseUrl}/search-hotels?place=Atlantis&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&locale=en`);
    await page.getByRole('heading', { name: 'We could not find “Atlantis”' }).waitFor();
    expect(await page.getByText('Try a city, area, station or hotel name', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // What was typed stays in the form, to be changed.
    expect(await page.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Atlantis');
    await expectAccessible(page);

    // A search no answer came back for may pass the next time: that one keeps its retry.
    await page.route('**/api/ota/v1/hotels/search**', (route) => route.abort());
    await page.goto(`${h.baseUrl}/search-hotels?place=kyoto&checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&locale=en`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await page.unroute('**/api/ota/v1/hotels/search**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.hotel-card').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("marks a price for the adults alone, and asks a family that came with children's ages to choose each child's age group, at a hotel that prices children by group", async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoMonday(35);
    const checkout = addDays(checkin, 1);
    // The night's rooms are the test's: the demo's sold-out nights move with the day it was seeded.
    await setHotelStock(h.app.db, 'sakura-ginza', checkin, checkout, { total: 10, sold: 0 });
    // Ages are what the agency's own search takes; Sakura Hotel Ginza counts children by its age groups.
    // A budget has each hotel that fits offer booking at once.
    await page.goto(
      `${h.baseUrl}/search-hotels?place=tokyo&checkin=${checkin}&checkout=${checkout}&adults=2&children=1&kids_ages=5&budget=100000&budget_currency=JPY&locale=en`,
    );
    const sakura = page.locator('.hotel-card').filter({ has: page.getByRole('link', { name: 'Sakura Hotel Ginza', exact: true }) });
    await sakura.locator('.price-amount').waitFor();
    await sakura.getByText('For the adults alone: this hotel prices children by age group, chosen on its page.').waitFor();
    // Booked at once, its price would leave the child out: it is booked from its page.
    expect(await sakura.getByRole('button', { name: /pay in advance/ }).count()).toBe(0);
    // A hotel that counts children by age prices the child, and offers booking at once.
    const byAge = page.locator('.hotel-card').filter({ has: page.getByRole('button', { name: /pay in advance/ }) });
    expect(await byAge.count()).toBeGreaterThan(0);
    expect(await byAge.locator('.price-note').count()).toBe(0);
    await screenshot(page, 'agency-4-price-for-adults');

    const seeRooms = sakura.getByRole('link', { name: 'See rooms at Sakura Hotel Ginza' });
    await seeRooms.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await seeRooms.click();
    await page.locator('.agency-app .room-list article').first().waitFor();
    // The hotel's page opens at its top, as a page load would, not as far down as the list was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByText("This hotel prices children by age group. Choose each child's group under Rooms and guests").waitFor();
    // Priced for the adults alone, no plan can be booked: each asks for the child's group instead.
    const chooseGroups = page.getByRole('button', { name: "Choose the children's age groups" });
    expect(await chooseGroups.count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Book / }).count()).toBe(0);
    await screenshot(page, 'agency-5-age-groups-asked');
    await chooseGroups.first().click();
    const editor = page.getByRole('dialog', { name: 'Rooms and guests' });
    await editor.waitFor();
    // The focus follows to the rooms and guests field, so the keyboard goes on into the editor.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await page.keyboard.press('Tab');
    expect(await editor.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
    await editor.getByLabel('Child 0–5, sharing a bed, with meals').selectOption('1');
    await editor.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // With the child in its group, the plans are priced for the family and can be booked.
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .waitFor();
    expect(await page.getByText("This hotel prices children by age group. Choose each child's group").count()).toBe(0);
    expect(page.url()).toContain('kids_tiers=C');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reads a Japanese sentence into chips the traveller can change, and says why each hotel fits', async () => {
    const page = await newPage(h, { locale: 'ja-JP' });
    const errors = watchPageErrors(page);
    const checkin = tokyoMonday(28);
    const [, month, day] = checkin.split('-').map(Number);

    // No language asked or kept: the agency speaks Japanese (§1 OTA mode).
    await page.goto(`${h.baseUrl}/`);
    await page.getByRole('heading', { name: 'ホテルを探す' }).waitFor();
    // Nothing to read: said so at the box.
    await page.getByRole('button', { name: '内容を読み取る' }).click();
    await page.getByRole('alert').getByText('まず、行き先や日程などご希望を入力してください。').waitFor();
    const box = page.getByRole('textbox', { name: 'どんな宿泊をお探しですか？' });
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    // The box has the focus, and the message goes as soon as something is written.
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.fill('京都');
    expect(await box.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('まず、行き先や日程などご希望を入力してください。').count()).toBe(0);
    await page
      .getByRole('textbox', { name: 'どんな宿泊をお探しですか？' })
      .fill(`京都で${month}月${day}日から2泊、大人2人と5歳の子供、温泉、1泊5万円以内`);
    await page.getByRole('button', { name: '内容を読み取る' }).click();

    const chips = page.getByRole('list', { name: '読み取った条件' });
    await chips.waitFor();
    await chips.getByText('京都', { exact: true }).waitFor();
    await chips.getByText('お子様の年齢：5歳').waitFor();
    await chips.getByText('温泉', { exact: true }).waitFor();
    const budget = chips.getByRole('spinbutton', { name: '1泊あたりの予算（JPY）' });
    expect(await budget.inputValue()).toBe('50000');
    // The budget is the traveller's to change before searching.
    await budget.fill('60000');
    await screenshot(page, 'agency-3-understood');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'この条件で検索' }).click();
    await page.waitForURL(/\/search-hotels\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      place: 'kyoto',
      checkin,
      checkout: addDays(checkin, 2),
      adults: '2',
      children: '1',
      kids_ages: '5',
      price_max: '60000',
      amenities: 'onsen',
      wishes: 'onsen',
      budget: '60000',
      currency: 'JPY',
    });
    const first = page.locator('.hotel-card').first();
    await first.waitFor();
    // Why it fits: the wish its amenities answer and the budget its price is within.
    await first.getByText('温泉あり').waitFor();
    await first.getByText('1泊￥60,000の予算内').waitFor();
    await expectAccessible(page);

    await first.getByRole('link', { name: /の客室を見る$/ }).click();
    await page.waitForURL(/\/hotels\/[\w-]+\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ checkin, adults: '2', kids_ages: '5' });
    await page.locator('.agency-app .room-list article').first().waitFor();
    const hotel = /\/hotels\/([\w-]+)/.exec(page.url())?.[1] ?? '';

    // §2 OTA paths: the old hotel search address leads to the hotel's page with its query, and a
    // failed booking (its query fields) back to it, in the agency's frame.
    await page.goto(`${h.baseUrl}/reservation-tripla/${hotel}/search?checkin=${checkin}&adults=3`);
    await page.waitForURL(new RegExp(`/hotels/${hotel}\\?checkin=${checkin}&adults=3$`));
    const stay = `checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`;
    await page.goto(`${h.baseUrl}/reservation/fail?code=${hotel}&${stay}&error_code=none&error=${encodeURIComponent('満室になりました')}`);
    await page.getByRole('alert').getByText('満室になりました').waitFor();
    await page.locator('.agency-app').waitFor();
    expect(await page.getByRole('link', { name: 'もう一度検索する' }).getAttribute('href')).toBe(`/hotels/${hotel}?${stay}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
