import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { firstError, tokyoMonday } from '../../testing/test-app';
import { planBody, roomTypeBody } from './catalogue-testing';
import { consoleSession } from './reservations-testing';

const t = postgresTestApp();
const base = '/api/v1/console/hotels/sakura-ginza';

const roomType = roomTypeBody({ code: 'RACE-RT', names: { ja: '競争ツイン' }, sort_order: 60 });
const plan = planBody({ code: 'RACE', names: { ja: '競争プラン' }, room_type_codes: ['MOD-DBL'], sort_order: 60 });
const extra = {
  code: 'RACE-EX',
  names: { ja: '競争セット' },
  descriptions: {},
  extra_type: 'generic',
  unit: 'item',
  min_quantity: 1,
  max_quantity: 1,
  order_deadline_hours: 0,
  delivery_times: [],
  sort_order: 60,
  on_sale: true,
  sale: { from: tokyoMonday(200), to: tokyoMonday(200), price: 1000, stock: 1 },
};

describe('the console catalogue under simultaneous creates (PostgreSQL)', () => {
  it('creates one of several room types, plans or extras sent at once with the same code; the others are told the code is taken', async () => {
    const manager = await consoleSession(t, 'manager');
    const createAtOnce = (path: string, payload: object) =>
      Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: `${base}${path}`, headers: manager, payload })));
    for (const [answers, taken] of [
      [await createAtOnce('/room-types', roomType), 'ROOM_TYPE_CODE_TAKEN'],
      [await createAtOnce('/plans', plan), 2101],
      [await createAtOnce('/extras', extra), 'EXTRA_CODE_TAKEN'],
    ] as const) {
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode !== 201);
      expect(refused.map((answer) => [answer.statusCode, firstError(answer.json()).code])).toEqual(Array(5).fill([409, taken]));
    }
  });
});
