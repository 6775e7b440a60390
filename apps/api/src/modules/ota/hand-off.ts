import { chosenPlanDraft } from '@yado/domain/chosen-plan-draft';
import { childrenWithoutTiers } from '@yado/domain/party-query';
import { cardPaidTotal } from '@yado/domain/payments';
import type { MealFilter } from '@yado/domain/agency-search';
import { HELD_PAYMENT_TYPE, PRICE_HOLD_MINUTES, type HandOffAnswer, type HandOffBody, type PriceHold } from '@yado/domain/price-hold';
import { roomSearchQuerySchema } from '@yado/domain/search';
import { TEMPORARY_STORAGE_DAYS } from '@yado/domain/temporary-storage';
import type { RoomSearchAnswer } from '@yado/domain/wire/search';
import type { Db } from '../../db/connect';
import { newSecretToken } from '../../crypto';
import { AppError } from '../../errors';
import type { CurrenciesService } from '../currencies/service';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { SearchService } from '../search/service';
import { heldPrices } from '../temporary-storages/service';

export interface HandOffDeps {
  hotels: HotelsService;
  search: Pick<SearchService, 'searchRooms'>;
  currencies: Pick<CurrenciesService, 'exchangeFor' | 'convert'>;
  /** Whether the brand takes cards online here: paying in advance is paying by card (ADR 0033). */
  takesCards: (settings: BrandSettings) => boolean;
}

type RoomResult = RoomSearchAnswer['rooms'][number];
type PlanResult = RoomResult['room_plans'][number];

const mealsFit = (meals: string, asked: MealFilter | undefined) =>
  asked === undefined || (asked === 'room_only' ? meals === 'none' : meals !== 'none');

/** Paying in advance is paying by card, so a plan's card offer prices it. */
const paidInAdvance = (plan: PlanResult) => cardPaidTotal(plan);

/** The hotel's cheapest plan a guest can book and pay in advance for this stay and party, with its room. */
function cheapestPrePayable(answer: RoomSearchAnswer, meals: MealFilter | undefined, languageAllowed: (planCode: string) => boolean) {
  let best: { room: RoomResult; plan: PlanResult; total: number } | null = null;
  for (const room of answer.rooms)
    for (const plan of room.room_plans) {
      if (!plan.available || !plan.bookable || plan.members_only || !plan.payment_method.includes(HELD_PAYMENT_TYPE)) continue;
      if (!mealsFit(plan.meals, meals) || !languageAllowed(plan.hotel_plan_code)) continue;
      const total = paidInAdvance(plan);
      if (!best || total < best.total) best = { room, plan, total };
    }
  return best;
}

/**
 * The agency's pay-in-advance hand-off (ADR 0060): a hotel the search found becomes a booking draft
 * on its cheapest plan paid in advance, priced as the room search prices it, with the price held
 * for PRICE_HOLD_MINUTES while the guest gives their details and pays.
 */
export function handOffService(db: Db, deps: HandOffDeps) {
  const storages = heldPrices(db);

  return {
    async start(clientSessionId: string, body: HandOffBody, now = new Date()): Promise<HandOffAnswer> {
      const catalogue = await deps.hotels.getCatalogue(body.hotel_code);
      const { hotel } = catalogue;
      const query = roomSearchQuerySchema.parse({
        checkin: body.checkin,
        checkout: body.checkout,
        rooms: JSON.stringify(body.rooms),
        room_count: body.rooms.length,
        type: 'rooms',
        order: 'price_low_to_high',
      });
      // Searched for the adults alone, a price held would book the stay without the children.
      if (childrenWithoutTiers(query, hotel.settings.kids_setting.kids_type)) throw new AppError('children_tiers_required');
      const answer = await deps.search.searchRooms(hotel.code, query, body.locale);
      const languageAllowed = (planCode: string) => {
        const plan = catalogue.roomPlans.find((rp) => rp.plan.code === planCode)?.plan;
        return !plan || plan.languages.length === 0 || plan.languages.includes(body.locale);
      };
      const found = deps.takesCards(hotel.brand.settings) ? cheapestPrePayable(answer, body.meals, languageAllowed) : null;
      if (!found || !answer.checkin || !answer.checkout) throw new AppError('nothing_to_pay_in_advance');
      const { room, plan, total } = found;

      const expiresAt = new Date(now.getTime() + PRICE_HOLD_MINUTES * 60_000).toISOString();
      const hold: PriceHold = {
        total,
        currency: plan.prices.currency_iso,
        expires_at: expiresAt,
        checkin: answer.checkin,
        checkout: answer.checkout,
        room_type_code: room.room_type_code,
        room_plan_code: plan.room_plan_code,
        rooms: answer.party.map(({ adults, children, kids_ages, kids_tiers }) => ({ adults, children, kids_ages, kids_tiers })),
        payment_type: HELD_PAYMENT_TYPE,
      };
      // The widget's own draft (as the results page writes it), paid in advance only.
      const draft = {
        ...chosenPlanDraft({ hotelCode: hotel.code, checkin: answer.checkin, checkout: answer.checkout, party: answer.party }, room, plan),
        paymentMethods: [HELD_PAYMENT_TYPE],
        paymentType: HELD_PAYMENT_TYPE,
        priceHold: { total, currency: hold.currency, expiresAt },
        idempotencyKey: newSecretToken(16),
      };
      const id = newSecretToken(24);
      await storages.keep({
        id,
        hotel_id: hotel.id,
        client_session_id: clientSessionId,
        draft,
        email: null,
        locale: body.locale,
        expires_at: new Date(now.getTime() + TEMPORARY_STORAGE_DAYS * 86_400_000),
        price_hold: hold,
      });
      const exchange = await deps.currencies.exchangeFor({ currency: hold.currency, multiCurrency: true }, body.currency);
      return {
        storage_id: id,
        hotel_code: hotel.code,
        room_type_name: room.room_type_name,
        plan_name: plan.room_plan_name,
        total,
        currency: hold.currency,
        converted: exchange ? { total: deps.currencies.convert(total, exchange), currency: exchange.currency } : null,
        hold_expires_at: expiresAt,
        continue_path: `/reservation/resume/${encodeURIComponent(id)}?code=${encodeURIComponent(hotel.code)}`,
        draft,
      };
    },
  };
}
export type HandOffService = ReturnType<typeof handOffService>;
