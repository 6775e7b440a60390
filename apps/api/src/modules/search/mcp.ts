import type { Exchange } from '../currencies/service';
import type { RoomPlanResult } from './presenters';

interface WithPlans {
  rooms: Array<{ room_plans: RoomPlanResult[] }>;
  plans: Array<{ rooms: Array<{ room_plan: RoomPlanResult }> }>;
}

/**
 * §3 multi-currency: beside each price in the hotel's currency, an mcp_ price in the currency the
 * guest chose, at the rate named in the response (a booking sends that rate's id back).
 */
export function withMcpPrices<T extends WithPlans>(
  result: T,
  exchange: Exchange | null,
  convert: (cents: number, exchange: Exchange) => number,
) {
  const mcp = (plan: RoomPlanResult): RoomPlanResult =>
    exchange
      ? {
          ...plan,
          prices: {
            ...plan.prices,
            mcp_total_price: { cents: convert(plan.prices.total_price, exchange), currency_iso: exchange.currency },
          },
        }
      : plan;
  return {
    ...result,
    mcp_currency: exchange?.currency ?? null,
    exchange_rate: exchange ? { id: exchange.id, rate: exchange.rate, taken_at: exchange.taken_at } : null,
    rooms: result.rooms.map((room) => ({ ...room, room_plans: room.room_plans.map(mcp) })),
    plans: result.plans.map((plan) => ({ ...plan, rooms: plan.rooms.map((room) => ({ ...room, room_plan: mcp(room.room_plan) })) })),
  };
}
