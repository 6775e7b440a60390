import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { loadToolConfig } from '../../config';
import { connect } from '../../db/connect';
import { seededTemplate } from '../../testing/seeded-template';
import { startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { addHotelCommand } from './add-hotel-command';
import { planBody, roomTypeBody } from './catalogue-testing';
import { newHotels } from './new-hotels';
import { TSUBAKI_KYOTO, TSUBAKI_KYOTO_OWNER } from './new-hotels-testing';
import { consoleSessionOf } from './reservations-testing';
import { staffUsers } from './staff-users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { ACCOUNT_RATE_LIMIT: 1000, PER_ACCOUNT_RATE_LIMIT: 1000 } });
});
afterAll(async () => t.close());

describe('a hotel added outside the console', () => {
  it('is served empty, and sells what its owner then builds in the console', async () => {
    const added = await newHotels(t.db).add(TSUBAKI_KYOTO);
    if (!('hotelId' in added)) throw new Error(added.refused);
    expect(added.brandCreated).toBe(true);

    const settings = await t.app.inject({
      url: '/api/v1/hotels/tsubaki-kyoto/settings/booking_widget',
      headers: { 'tripla-locale': 'en' },
    });
    expect(settings.statusCode).toBe(200);
    expect(settings.json().data.init_settings).toMatchObject({ hotel_name: 'Tsubaki Kyoto', currency: 'JPY', time_zone: 'Asia/Tokyo' });
    const checkin = tokyoDate(30);
    const search = () =>
      t.app.inject({ url: `/api/v1/hotels/tsubaki-kyoto/rooms?checkin=${checkin}&checkout=${addDays(checkin, 1)}&adults=2` });
    expect((await search()).json().data.rooms).toEqual([]);

    // Its owner signs in and builds a policy, a room type, a plan, then a rate and stock for the night.
    const owner = TSUBAKI_KYOTO_OWNER;
    await staffUsers(t.db, t.app.consoleAccounts).addOwner({ hotel: 'tsubaki-kyoto' }, owner);
    const headers = await consoleSessionOf(t, owner);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/console/hotels/tsubaki-kyoto${url}`, headers, ...(payload ? { payload } : {}) });
    const made = [
      await call('POST', '/cancellation-policies', {
        code: 'standard',
        name: 'Standard',
        cancellation_policy_parts: [{ days_before: 1, hours_after: null, percentage_of_cost: 50 }],
        no_show_percentage_of_cost: 100,
      }),
      await call('POST', '/room-types', roomTypeBody({ code: 'tatami', names: { en: 'Tatami room', ja: '和室' } })),
      await call('POST', '/plans', planBody({ code: 'RO', names: { en: 'Room only', ja: '素泊まり' }, room_type_codes: ['TATAMI'] })),
    ];
    expect(
      made.map((answer) => answer.statusCode),
      made.map((answer) => answer.body).join('\n'),
    ).toEqual([201, 201, 201]);
    const roomType = await t.db.selectFrom('room_types').select('id').where('hotel_id', '=', added.hotelId).executeTakeFirstOrThrow();
    const roomPlan = await t.db.selectFrom('room_plans').select('id').where('room_type_id', '=', roomType.id).executeTakeFirstOrThrow();
    const edit = { room_type_id: roomType.id, from: checkin, to: checkin, weekdays: [1, 2, 3, 4, 5, 6, 7] };
    const edits = [
      await call('POST', '/calendar/bulk_edit', { ...edit, total: 4 }),
      await call('POST', '/calendar/bulk_edit', { ...edit, rate: { room_plan_id: roomPlan.id, adults: 2, amount: 18_000 } }),
    ];
    expect(
      edits.map((answer) => answer.statusCode),
      edits.map((answer) => answer.body).join('\n'),
    ).toEqual([200, 200]);

    const rooms = (await search()).json().data.rooms as Array<{ room_type_code: string; room_plans: Array<{ room_plan_code: string }> }>;
    expect(rooms.map((room) => [room.room_type_code, room.room_plans.map((plan) => plan.room_plan_code)])).toEqual([
      ['TATAMI', ['TATAMI-RO']],
    ]);
  });

  it('joins a brand that exists; refuses a code in use, and a new brand without its name, adding nothing', async () => {
    const osaka = { ...TSUBAKI_KYOTO, hotel: 'tsubaki-osaka', name: 'Tsubaki Osaka', brand_name: undefined };
    expect(await newHotels(t.db).add(osaka)).toMatchObject({ brandCreated: false });
    expect(await newHotels(t.db).add(osaka)).toEqual({ refused: 'A hotel with the code tsubaki-osaka already exists.' });
    expect(await newHotels(t.db).add({ ...osaka, brand: 'kaede', hotel: 'kaede-nara' })).toEqual({
      refused: 'There is no brand kaede: give its name (--brand-name) to create it with the hotel.',
    });
    const hotels = await t.db.selectFrom('hotels').select('code').where('code', 'like', 'tsubaki-%').orderBy('code').execute();
    expect(hotels.map((hotel) => hotel.code)).toEqual(['tsubaki-kyoto', 'tsubaki-osaka']);
    expect(await t.db.selectFrom('hotel_brands').select('id').where('code', '=', 'kaede').executeTakeFirst()).toBeUndefined();
  });
});

describe('console:add-hotel, on an embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'yado-add-hotel-'));
    const db = await connect({ dataDir, snapshot: await seededTemplate() });
    await db.selectFrom('hotel_brands').select('id').execute();
    await db.destroy();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function command(args: string[]) {
    const stdout: string[] = [];
    const stderr: string[] = [];
    const code = await addHotelCommand(args, loadToolConfig({ DATA_DIR: dataDir }), {
      out: (line) => stdout.push(`${line}\n`),
      problem: (line) => stderr.push(`${line}\n`),
    });
    return { code, stdout: stdout.join(''), stderr: stderr.join('') };
  }

  it('adds a hotel to a brand, and says which arguments are wrong without touching the database', async () => {
    const wrong = await command([
      '--brand',
      'Sakura',
      '--hotel',
      'sakura-kyoto',
      '--time-zone',
      'JST',
      '--currency',
      'YEN',
      '--locale',
      'ja',
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--brand: lower-case letters and digits');
    expect(wrong.stderr).toContain('--name: missing');
    expect(wrong.stderr).toContain('--tax-rate: missing');
    expect(wrong.stderr).toContain('--time-zone: a time zone such as Asia/Tokyo');
    expect(wrong.stderr).toContain('--currency: a currency such as JPY');
    expect(wrong.stderr).toContain('Usage: npm run console:add-hotel');
    const named = ['--brand', 'sakura', '--hotel', 'sakura-kyoto', '--name', 'Kyoto', '--currency', 'JPY', '--locale', 'ja'];
    for (const [zone, rate] of [
      ['asia/tokyo', '10'],
      ['Japan', '10'],
      ['Asia/Tokyo', '10abc'],
      ['Asia/Tokyo', ''],
      ['Asia/Tokyo', '101'],
    ])
      expect((await command([...named, '--time-zone', zone as string, '--tax-rate', rate as string])).code).toBe(2);

    const args = ['--brand', 'sakura', '--hotel', 'sakura-kyoto', '--name', 'Sakura Hotel Kyoto', '--time-zone', 'Asia/Tokyo'];
    const added = await command([...args, '--currency', 'JPY', '--locale', 'ja', '--tax-rate', '10']);
    expect(added, added.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('The hotel sakura-kyoto is added to the brand sakura.'),
    });
    expect(added.stdout).toContain('npm run console:add-owner -- --hotel sakura-kyoto');
    const again = await command([...args, '--currency', 'JPY', '--locale', 'ja', '--tax-rate', '10']);
    const slip = await command([
      '--brand',
      'sakura',
      '--brand-name',
      'Sakura Kyoto Hotels',
      '--hotel',
      'sakura-nara',
      '--name',
      'Nara',
      '--time-zone',
      'Asia/Tokyo',
      '--currency',
      'JPY',
      '--locale',
      'ja',
      '--tax-rate',
      '8.5',
    ]);
    expect(slip).toMatchObject({ code: 1, stderr: expect.stringContaining('The brand sakura exists already') });
    expect(again).toMatchObject({ code: 1, stderr: 'A hotel with the code sakura-kyoto already exists.\n' });

    const db = await connect({ dataDir });
    try {
      const stored = await db
        .selectFrom('hotels')
        .innerJoin('hotel_brands', 'hotel_brands.id', 'hotels.brand_id')
        .select(['hotels.name', 'hotels.currency', 'hotels.tax_rate_percent', 'hotel_brands.code as brand'])
        .where('hotels.code', '=', 'sakura-kyoto')
        .execute();
      expect(stored).toEqual([{ name: 'Sakura Hotel Kyoto', currency: 'JPY', tax_rate_percent: '10.00', brand: 'sakura' }]);
    } finally {
      await db.destroy();
    }
  });
});
