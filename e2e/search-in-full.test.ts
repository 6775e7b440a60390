import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { tokyoDate } from '../apps/api/src/testing/test-app';
import { expectAccessible, field, newPage, payAtHotel, screenshot, startHarness, type Harness, watchPageErrors } from './support/harness';

let h: Harness;
beforeAll(async () => (h = await startHarness()));
afterAll(async () => h?.close());

const resultsUrl = (query: string) => `${h.baseUrl}/booking/result?code=sakura-ginza&${query}`;
const param = (url: string, name: string) => new URL(url).searchParams.get(name);

describe('search in full', () => {
  it('searches two rooms with a child by tier, and books them with one guest per room', async () => {
    const page = await newPage(h);
    const errors = watchPageErrors(page);
    const checkin = tokyoDate(30);
    await page.goto(resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 2)}`));
    await page.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: /Rooms and guests/ }).click();
    const panel = page.getByRole('dialog', { name: 'Rooms and guests' });
    await panel.getByRole('combobox', { name: 'Child 6–11, own bed and meals' }).selectOption('1');
    await panel.getByRole('button', { name: 'Add a room' }).click();
    await panel.getByRole('group', { name: 'Room 2' }).getByRole('combobox', { name: 'Adults' }).selectOption('1');
    await screenshot(page, 'search-1-party');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('button', { name: /Rooms and guests/ }).textContent()).toContain('2 rooms · 3 adults · 1 child');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect
      .poll(() => JSON.parse(param(page.url(), 'rooms') ?? 'null'))
      .toEqual([
        { adults: 2, children: 1, kids_ages: [], kids_tiers: [{ code: 'A', children: 1 }] },
        { adults: 1, children: 0, kids_ages: [], kids_tiers: [] },
      ]);
    const twin = page.getByRole('article', { name: 'Superior Twin' });
    // Only rooms that sleep the first room's three in beds are offered.
    await expect.poll(() => page.getByRole('article', { name: 'Moderate Double' }).count()).toBe(0);
    await twin.waitFor();
    const roomOnly = twin.locator('li.plan').filter({ has: page.getByRole('button', { name: /^Book Room only/ }) });
    const price = await roomOnly.locator('.price-amount').first().textContent();
    await screenshot(page, 'search-2-two-rooms');

    await roomOnly.getByRole('button', { name: /^Book Room only/ }).click();
    await page.waitForURL(/\/reservation\/guest-detail/);
    await expect.poll(() => page.locator('.booking-summary').textContent()).toContain('3 adults');
    expect(await page.locator('.booking-summary .price-total').textContent()).toContain(price ?? '');
    await field(page, 'Last name').fill('Sato');
    await field(page, 'First name').fill('Ken');
    await field(page, 'Email').fill('ken.sato@example.com');
    await field(page, 'Confirm email').fill('ken.sato@example.com');
    await field(page, 'Phone').fill('+819012345678');
    for (const [number, first] of [
      [1, 'Ken'],
      [2, 'Aya'],
    ] as const) {
      const guest = page.getByRole('group', { name: `Guest staying in room ${number}` });
      await guest.getByRole('textbox', { name: 'Last name (English)' }).fill('Sato');
      await guest.getByRole('textbox', { name: 'First name (English)' }).fill(first);
    }
    await page.getByRole('checkbox', { name: /I accept the hotel/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/reservation\/payment/);
    await payAtHotel(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL(/\/reservation\/confirmation\/\d{10}/);
    await page.getByText('2 adults · 1 child (Child 6–11, own bed and meals × 1) · Ken Sato').waitFor();
    await page.getByText('1 adult · Aya Sato').waitFor();
    await screenshot(page, 'search-8-two-rooms-confirmed');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('searches without dates, then picks dates from a result', async () => {
    const page = await newPage(h);
    await page.goto(resultsUrl(`checkin=${tokyoDate(33)}&checkout=${tokyoDate(34)}`));
    await page.getByRole('article').first().waitFor();
    await page.getByRole('checkbox', { name: 'No dates yet' }).check();
    await page.getByRole('combobox', { name: 'Nights' }).selectOption('2');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => param(page.url(), 'search_type')).toBe('undated');
    expect(param(page.url(), 'nights')).toBe('2');
    expect(param(page.url(), 'checkin')).toBeNull();
    await page
      .getByText(/from, for 2 nights/)
      .first()
      .waitFor();
    await screenshot(page, 'search-3-undated');
    await page.getByRole('button', { name: 'Choose dates' }).first().click();
    await expect.poll(() => param(page.url(), 'search_type')).toBeNull();
    const checkin = param(page.url(), 'checkin') ?? '';
    expect(param(page.url(), 'checkout')).toBe(addDays(checkin, 2));
    await page
      .getByRole('button', { name: /^Book / })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('searches day use on one day', async () => {
    const page = await newPage(h);
    const day = tokyoDate(36);
    await page.goto(resultsUrl(`checkin=${day}&checkout=${addDays(day, 1)}&adults=1`));
    await page.getByRole('article').first().waitFor();
    await page.getByRole('checkbox', { name: 'Day use' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => param(page.url(), 'is_day_use')).toBe('true');
    expect(param(page.url(), 'checkout')).toBe(day);
    await page.getByText('Day use 10:00–17:00').first().waitFor();
    await expect.poll(() => page.getByText('Bed and breakfast').count()).toBe(0);
    expect(await page.getByText('day use, 1 room, tax included').count()).toBeGreaterThan(0);
    await screenshot(page, 'search-4-day-use');
    await page.context().close();
  });

  it('switches to plans, sorts and filters, all kept in the URL and restored from the search cookie', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(31);
    await page.goto(resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 1)}&utm_source=newsletter`));
    await page.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: 'By plan' }).click();
    await expect.poll(() => param(page.url(), 'type')).toBe('plans');
    await page.getByRole('article', { name: 'Bed and breakfast' }).waitFor();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_high_to_low');
    await expect.poll(() => param(page.url(), 'order')).toBe('price_high_to_low');
    await page.getByRole('checkbox', { name: 'Japanese style' }).click();
    await expect.poll(() => param(page.url(), 'filter')).toBe('4');
    await expect
      .poll(() => page.locator('.plan-card .plan-name').allTextContents())
      .toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n === 'Japanese-style Room'));
    const prices = await page.locator('.plan-card').first().locator('.price-amount').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    await screenshot(page, 'search-5-plans-filtered');
    await expectAccessible(page);

    // The same search after a reload, and from the cookie on a bare link to the hotel.
    const searched = page.url();
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(page.url()).toBe(searched);
    expect(param(page.url(), 'utm_source')).toBe('newsletter');
    await page.goto(`${h.baseUrl}/booking/result?code=sakura-ginza`);
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'By plan' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /Dates/ }).textContent()).toContain('1 night');
    await page.context().close();
  });

  it('prices the calendar for the party searched', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(32);
    const rooms = JSON.stringify([{ adults: 2 }, { adults: 1 }]);
    await page.goto(resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 1)}&rooms=${encodeURIComponent(rooms)}`));
    await page.getByRole('article').first().waitFor();
    await page.getByRole('button', { name: /Dates/ }).click();
    const day = page.locator(`[data-date="${checkin}"]`);
    await expect.poll(() => day.getAttribute('aria-label')).toMatch(/from/);
    const api = await page.evaluate(
      async ([date, party]) => {
        const session = document.cookie.match(/yado_client_session=([^;]+)/)?.[1] ?? '';
        const url = `/api/v1/hotels/sakura-ginza/rooms/availability?start_date=${date}&end_date=${date}&rooms=${encodeURIComponent(party)}`;
        const response = await fetch(url, { headers: { 'Client-Session': decodeURIComponent(session) } });
        return ((await response.json()) as { data: { days: Array<{ lowest_price: number }> } }).data.days[0]?.lowest_price;
      },
      [checkin, rooms] as const,
    );
    const label = (await day.getAttribute('aria-label')) ?? '';
    expect(Number(label.replace(/[^\d]/g, '').slice(-String(api).length))).toBe(api);
    await page.context().close();
  });
});

describe('facilities page', () => {
  it("compares the brand's hotels for the search and leads into one hotel's results", async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(34);
    await page.goto(resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 2)}&adults=1`));
    await page.getByRole('article').first().waitFor();
    await page.getByRole('link', { name: 'Compare all hotels' }).click();
    await page.waitForURL(/\/facilities/);
    await page.getByRole('heading', { name: 'Hotels of Sakura Hotels' }).waitFor();
    const cards = page.locator('.facility-card');
    await expect.poll(() => cards.locator('.price-amount').count()).toBe(2);
    expect(await cards.locator('h2').allTextContents()).toEqual(['Sakura Hotel Ginza', 'Sakura Hotel Myeongdong']);
    expect(await cards.locator('.price-caption').first().textContent()).toBe('for 2 nights, tax included');
    await screenshot(page, 'search-6-facilities');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'See rooms at Sakura Hotel Myeongdong' }).click();
    await page.waitForURL(/\/booking\/result/);
    expect(param(page.url(), 'code')).toBe('sakura-myeongdong');
    expect(param(page.url(), 'checkin')).toBe(checkin);
    expect(param(page.url(), 'adults')).toBe('1');
    await page.getByRole('article').first().waitFor();
    await page.context().close();
  });
});

describe('a search the server refuses', () => {
  it('says why, keeps the search in the form, and searches again once changed', async () => {
    const page = await newPage(h);
    const far = tokyoDate(420);
    await page.goto(resultsUrl(`checkin=${far}&checkout=${addDays(far, 1)}&adults=3`));
    await page.getByRole('heading', { name: 'The search did not go through. Your choices are kept: change them or try again.' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Reservations are accepted up to 12 months ahead.');
    expect(await page.getByRole('button', { name: /Rooms and guests/ }).textContent()).toContain('3 adults');
    await screenshot(page, 'search-7-refused');
    await page.context().close();
  });
});

describe("members' plans", () => {
  it('say what signing in saves against the same terms anyone can book', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(38);
    await page.goto(resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2&room_type_code=MOD-DBL`));
    const room = page.getByRole('article', { name: 'Moderate Double' });
    await room.waitFor();
    const yen = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
    const plans = room.locator('li.plan');
    const members = plans.filter({ hasText: 'Members only' });
    const memberPrice = yen(await members.locator('.price-amount').textContent());
    // Room only with the standard policy is the same terms as the members' rate.
    const sameTerms = plans.filter({ has: page.getByRole('heading', { name: 'Room only', exact: true }) });
    const lowestOpen = yen(await sameTerms.locator('.price-amount').textContent());
    const note = await members.locator('.plan-members-note').textContent();
    expect(note).toMatch(/^Members save ¥[\d,]+ on this stay/);
    expect(yen(note)).toBe(lowestOpen - memberPrice);
    await page.context().close();
  });
});

describe('preloading', () => {
  it('starts the results beside the settings once a session is held, and asks only once', async () => {
    const page = await newPage(h);
    const checkin = tokyoDate(39);
    const url = resultsUrl(`checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2`);
    await page.goto(url);
    await page.getByRole('article').first().waitFor();

    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rooms?')) events.push('rooms request');
    });
    page.on('response', (response) => {
      if (response.url().includes('/settings/booking_widget')) events.push('settings response');
    });
    await page.goto(url);
    await page.getByRole('article').first().waitFor();
    expect(events.filter((e) => e === 'rooms request')).toHaveLength(1);
    expect(events.indexOf('rooms request')).toBeLessThan(events.indexOf('settings response'));
    await page.context().close();
  });
});
