import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { searchTokyo, setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

const checkin = tokyoMonday(50);
const stay = { checkin, checkout: addDays(checkin, 1), adults: 2, room_count: 1 };

async function moderateDouble(locale: string) {
  const rooms = await searchTokyo(t.app, { ...stay, locale });
  const room = rooms.find((r) => r.room_type_code === 'MOD-DBL');
  const plan = room?.room_plans.find((p) => p.room_plan_code === 'MOD-DBL-RO');
  return { room: room?.room_type_name, description: room?.room_type_description, plan: plan?.room_plan_name };
}

describe("a hotel's own content in the guest's language (§1)", () => {
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 10, sold: 0 }));

  it('names rooms and plans in the language asked for', async () => {
    expect(await moderateDouble('ar')).toEqual({
      room: 'غرفة مزدوجة متوسطة',
      description: 'سرير مزدوج وحوض استحمام وإطلالة على أزقة غينزا الجانبية.',
      plan: 'الغرفة فقط',
    });
    expect((await moderateDouble('th')).plan).toBe('ห้องพักอย่างเดียว');
    expect((await moderateDouble('ja')).room).toBe('モデレートダブル');
  });

  it('falls back to English where the hotel wrote no text in that language, then to the name it gave', async () => {
    await sql`UPDATE room_types SET name_translations = name_translations - 'ar', description_translations = description_translations - 'ar'
      WHERE code = 'MOD-DBL' AND hotel_id = (SELECT id FROM hotels WHERE code = 'sakura-ginza')`.execute(t.db);
    await sql`UPDATE plans SET name_translations = '{}'::jsonb, name = 'Room only (house name)'
      WHERE hotel_plan_code = 'RO' AND hotel_id = (SELECT id FROM hotels WHERE code = 'sakura-ginza')`.execute(t.db);
    t.app.hotels.clearCache();

    expect(await moderateDouble('ar')).toEqual({
      room: 'Moderate Double',
      description: 'A double bed, a bathtub and a view over Ginza’s side streets.',
      plan: 'Room only (house name)',
    });
    // Other languages keep their own texts.
    expect((await moderateDouble('ko')).room).toBe('모더레이트 더블');
  });
});
