import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@yado/domain/dates';
import type { Db } from '../../db/connect';
import { insertLotteryEvent } from '../../db/seed/lotteries';

const DAY = 86_400_000;

/**
 * A lottery at sakura-ginza on the river rooms (JPN-WAS, DLX-KNG) for stays from `stayStart`, one or
 * two nights: entries open for a day, the draw a day later, a week to book.
 */
export async function createTestLottery(app: FastifyInstance, db: Db, stayStart: string, now = Date.now()) {
  const id = randomUUID();
  const code = `LOT${id.slice(0, 4).toUpperCase()}`;
  await insertLotteryEvent(db, {
    id,
    hotelCode: 'sakura-ginza',
    name: { en: 'Test fireworks', ja: 'テスト花火' },
    notification: { en: 'Drawn by lot.' },
    stayStart,
    stayEnd: addDays(stayStart, 2),
    minNights: 1,
    maxNights: 2,
    entryDeadline: new Date(now + DAY),
    resultsAt: new Date(now + 2 * DAY),
    reservationDeadline: new Date(now + 9 * DAY),
    plan: { code, name: { en: 'Fireworks plan' }, description: {}, paymentMethods: ['on_site', 'credit_card'] },
    roomTypeCodes: ['JPN-WAS', 'DLX-KNG'],
  });
  app.hotels.clearCache();
  return { id, roomPlanCode: `JPN-WAS-${code}`, otherRoomPlanCode: `DLX-KNG-${code}` };
}

/** A member's entry body for the Japanese room of a test lottery. */
export function entryBody(event: { id: string; roomPlanCode: string }, stay: { checkin: string; checkout: string }, email: string) {
  return {
    lottery_event_id: event.id,
    checkin_date: stay.checkin,
    checkout_date: stay.checkout,
    locale: 'en',
    room_type_code: 'JPN-WAS',
    room_plan_code: event.roomPlanCode,
    adults: 2,
    guest: { first_name: 'Aiko', last_name: 'Tanaka', email, phone: '+819012345678' },
  };
}
