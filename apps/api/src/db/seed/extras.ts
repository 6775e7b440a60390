import { sql } from 'kysely';
import type { Db } from '../connect';
import { inEveryLanguage } from './translations';

const json = (value: unknown) => JSON.stringify(value);

/** The Tokyo hotel's extras: prices before tax, stock per day. Added once; stock kept a year ahead. */
export const DEMO_EXTRAS = [
  {
    code: 'LATE-CHECKOUT',
    extra_type: 'generic',
    unit: 'room',
    price: 3_000,
    stock: 5,
    min_quantity: 1,
    max_quantity: 1,
    order_deadline_hours: 0,
    delivery_times: [],
    name: { en: 'Late check-out until 14:00', ja: '14時までのレイトチェックアウト' },
    description: { en: 'Keep your room until 2 p.m. on the day you leave.', ja: 'ご出発日の14時までお部屋をご利用いただけます。' },
  },
  {
    code: 'LIMOUSINE',
    extra_type: 'generic',
    unit: 'person',
    price: 3_300,
    stock: 20,
    min_quantity: 1,
    max_quantity: 6,
    order_deadline_hours: 24,
    delivery_times: [],
    name: { en: 'Airport limousine bus ticket (Haneda)', ja: '空港リムジンバス乗車券（羽田）' },
    description: {
      en: 'One-way ticket to Haneda Airport, handed over at the front desk.',
      ja: '羽田空港までの片道乗車券。フロントでお渡しします。',
    },
  },
  {
    code: 'KAISEKI',
    extra_type: 'dated',
    unit: 'person',
    price: 12_000,
    stock: 8,
    min_quantity: 1,
    max_quantity: 6,
    order_deadline_hours: 24,
    delivery_times: ['18:00', '19:30'],
    name: { en: 'Kaiseki dinner', ja: '会席料理のご夕食' },
    description: { en: 'A seasonal eight-course dinner in our restaurant.', ja: 'レストランでお召し上がりいただく季節の会席八品。' },
  },
  {
    code: 'CAKE',
    extra_type: 'dated',
    unit: 'item',
    price: 4_500,
    stock: 2,
    min_quantity: 1,
    max_quantity: 1,
    order_deadline_hours: 48,
    delivery_times: ['15:00', '18:00', '20:00'],
    name: { en: 'Celebration cake', ja: 'お祝いケーキ' },
    description: { en: 'A 12 cm strawberry shortcake with a message plate.', ja: 'メッセージプレート付き12cmの苺ショートケーキ。' },
  },
] as const;

export async function seedExtras(db: Db, start: string, days: number): Promise<void> {
  const hotel = await db.selectFrom('hotels').select('id').where('code', '=', 'sakura-ginza').executeTakeFirst();
  if (!hotel) return;
  for (const [position, extra] of DEMO_EXTRAS.entries()) {
    await db
      .insertInto('extras')
      .values({
        hotel_id: hotel.id,
        code: extra.code,
        name: extra.name.en,
        name_translations: json(inEveryLanguage(extra.name)),
        description_translations: json(inEveryLanguage(extra.description)),
        extra_type: extra.extra_type,
        unit: extra.unit,
        min_quantity: extra.min_quantity,
        max_quantity: extra.max_quantity,
        order_deadline_hours: extra.order_deadline_hours,
        delivery_times: json(extra.delivery_times),
        position,
      })
      .onConflict((oc) => oc.columns(['hotel_id', 'code']).doNothing())
      .execute();
  }
  const stock = DEMO_EXTRAS.map((e) => ({ code: e.code, price: e.price, stock: e.stock }));
  await sql`
    INSERT INTO extra_inventory (extra_id, stock_date, price, total)
    SELECT e.id, d::date, s.price, s.stock
    FROM extras e
    JOIN jsonb_to_recordset(${json(stock)}::jsonb) AS s(code text, price int, stock int) ON s.code = e.code
    CROSS JOIN generate_series(${start}::date, ${start}::date + ${days - 1}::int, interval '1 day') AS d
    WHERE e.hotel_id = ${hotel.id}::int
    ON CONFLICT DO NOTHING`.execute(db);
}
