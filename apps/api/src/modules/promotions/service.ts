import { todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { paymentPromotionApplies } from '@yado/domain/payments';
import type { NightRate, RoomPrice } from '@yado/domain/pricing';
import {
  bestPromotion,
  promotionProblem,
  type PromoCodeSource,
  type PromotedPlan,
  type PromotedRooms,
  type PromotionAudience,
  type PromotionTargetType,
  type PromotionTerms,
} from '@yado/domain/promotions';
import { promotionStatus, unknownPromotionCodes, type PromotionIssue } from '@yado/domain/promotions-editing';
import type { ConsolePromotion as StaffPromotion } from '@yado/domain/wire/console-promotions';
import type { MemberPromotion, Promotion } from '@yado/domain/wire/promotions';
import { ttlCache } from '../../cache';
import type { Db } from '../../db/connect';
import { afterCommit, inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import { promotionsRepository, type PromotionRow } from './repository';

/** Promotions change rarely and are read on every search: kept per hotel and day as long as the catalogue is. */
const PROMOTIONS_TTL_MS = 30_000;

/** The promotion's terms as the pricing rules read them. */
export function termsOf(row: PromotionRow): PromotionTerms {
  return {
    id: row.id,
    discount_target_type: row.discount_target_type,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    target_mode: row.target_mode,
    hotel_plan_codes: row.hotel_plan_codes,
    room_type_codes: row.room_type_codes,
    stay_start: row.stay_start,
    stay_end: row.stay_end,
    booking_start: row.booking_start,
    booking_end: row.booking_end,
    code: row.code,
  };
}

export type LivePromotion = PromotionTerms & { name: string; name_translations: Record<string, string> };

const live = (row: PromotionRow): LivePromotion => ({ ...termsOf(row), name: row.name, name_translations: row.name_translations });

export const planOf = (roomPlan: CatalogueRoomPlan): PromotedPlan => ({
  hotelPlanCode: roomPlan.plan.code,
  roomTypeCode: roomPlan.roomType.code,
  paymentMethods: roomPlan.plan.paymentMethods,
});

/** Who asks for a price: the code they came with, and whether they signed in through the loyalty provider. */
export interface PromotionViewer {
  promoCode: string | null;
  loyaltyMember: boolean;
}

/** A code the booking came with, and where from (§2 promo_code, google_promo_code). */
export interface GivenCode {
  code: string;
  source: PromoCodeSource;
}

/** What a booking's promotion leaves: its rooms priced after it, and what the reservation records of it. */
export interface BookingPromotion {
  prices: Array<RoomPrice & { nights: Array<NightRate & { promotion_discount?: number }> }>;
  applied: { id: number; discount: number; names: Record<string, string>; code: string | null; source: PromoCodeSource | null } | null;
}

/** A promotion as the staff and members see it. */
function present(row: PromotionRow, hotel: { code: string; currency: string }, locale: string): Promotion {
  return {
    ...termsOf(row),
    name: pickTranslation(row.name_translations, locale, row.name),
    hotel_code: hotel.code,
    currency: hotel.currency,
  };
}

export type NewPromotion = PromotionIssue;

/** A promotion as the hotel's staff see it: its names in every language given and where it stands today. */
function presentToStaff(row: PromotionRow, hotel: { code: string; currency: string }, locale: string, today: string): StaffPromotion {
  const endedAt = row.ended_at?.toISOString() ?? null;
  return {
    ...present(row, hotel, locale),
    name_translations: row.name_translations,
    status: promotionStatus({ ...row, ended_at: endedAt }, today),
    ended_at: endedAt,
  };
}

/** Who changes a hotel's promotions: their staff key, if they used one, and what audits the change in its transaction. */
interface StaffChange<Audited extends unknown[]> {
  credentialId: number | null;
  audit?: (trx: Db, ...audited: Audited) => Promise<void>;
}

/** Promotions (ADR 0047): chosen for search prices and bookings, re-applied on a change, issued by staff. */
export function promotionsService(db: Db) {
  const repository = promotionsRepository;
  const cache = ttlCache<LivePromotion[]>(PROMOTIONS_TTL_MS);

  /** The hotel's promotions bookable today (hotel time). */
  function bookable(catalogue: Catalogue, now: Date): Promise<LivePromotion[]> {
    const { hotel } = catalogue;
    const today = todayInTimeZone(hotel.timeZone, now);
    return cache.get(`${hotel.id}:${today}`, async () => (await repository.bookableAt(db, hotel.id, today)).map(live));
  }

  /** The best promotion for these rooms of one or more room plans, as this guest books them. */
  function best(
    promotions: LivePromotion[],
    catalogue: Catalogue,
    rooms: Array<{ roomPlan: CatalogueRoomPlan; nights: readonly NightRate[] }>,
    audience: PromotionAudience,
  ): PromotedRooms<LivePromotion> | null {
    // A card offer is also held to the hotel's own card-offer list (§3 payment_promotion_info), when it has one.
    const cardList = catalogue.hotel.settings.payment_promotion;
    const listed = rooms.every(
      (room) =>
        cardList === null ||
        paymentPromotionApplies(cardList, { hotelPlanCode: room.roomPlan.plan.code, paymentMethods: room.roomPlan.plan.paymentMethods }),
    );
    return bestPromotion(
      listed ? promotions : promotions.filter((promotion) => promotion.discount_target_type !== 'payment'),
      rooms.map((room) => ({ plan: planOf(room.roomPlan), nights: room.nights })),
      audience,
      { taxRatePercent: catalogue.hotel.taxRatePercent },
    );
  }

  /**
   * §8 2001: a code given for a booking must be a coupon promotion for every room's plan, booked
   * in its periods; a secret plan's own code (which opened the plan) is not a promotion's.
   */
  async function assertCodeApplies(
    catalogue: Catalogue,
    code: string,
    rooms: Array<{ roomPlan: CatalogueRoomPlan; nights: readonly NightRate[] }>,
    audience: PromotionAudience,
  ) {
    const opensPlans = rooms.every((room) => room.roomPlan.plan.secretCode?.toUpperCase() === code.trim().toUpperCase());
    const row = await repository.findByCode(db, catalogue.hotel.id, code);
    const applies = row && rooms.every((room) => promotionProblem(termsOf(row), planOf(room.roomPlan), room.nights, audience) === null);
    if (!applies && !opensPlans) throw new AppError('promotion_not_applicable', { code });
  }

  return {
    bookable,
    best,

    /** Forgets the promotions kept, so a new one prices the next search. */
    clearCache: () => cache.clear(),

    /**
     * A booking's rooms priced with the best promotion for the guest, the way they pay included
     * (a card offer only paid online by card); 2001 when the code given cannot apply.
     */
    async forBooking(
      booking: { catalogue: Catalogue; roomPlans: CatalogueRoomPlan[]; now: Date; paysByCard: boolean },
      viewer: { code: GivenCode | null; loyaltyMember: boolean },
      prices: RoomPrice[],
    ): Promise<BookingPromotion> {
      const { catalogue, roomPlans, now } = booking;
      const audience: PromotionAudience = {
        today: todayInTimeZone(catalogue.hotel.timeZone, now),
        promoCode: viewer.code?.code ?? null,
        loyaltyMember: viewer.loyaltyMember,
        paysByCard: booking.paysByCard,
      };
      const rooms = prices.map((price, i) => ({ roomPlan: roomPlans[i] as CatalogueRoomPlan, nights: price.nights }));
      if (viewer.code) await assertCodeApplies(catalogue, viewer.code.code, rooms, audience);
      const found = best(await bookable(catalogue, now), catalogue, rooms, audience);
      if (!found) return { prices, applied: null };
      const byCode = found.promotion.discount_target_type === 'coupon' && viewer.code;
      return {
        prices: found.rooms,
        applied: {
          id: found.promotion.id,
          discount: found.discount,
          names: { ...found.promotion.name_translations, en: found.promotion.name_translations.en ?? found.promotion.name },
          code: byCode ? found.promotion.code : null,
          source: byCode ? viewer.code!.source : null,
        },
      };
    },

    /** The terms of a promotion a booking already has: a change prices its added nights with it, whenever it is made. */
    async termsFor(trx: Db, promotionId: number): Promise<PromotionTerms | null> {
      const row = await repository.findById(trx, promotionId);
      return row ? termsOf(row) : null;
    },

    /** A promotion's name in the guest's language. */
    nameOf: (promotion: { name: string; name_translations: Record<string, string> }, locale: string) =>
      pickTranslation(promotion.name_translations, locale, promotion.name),

    /**
     * my-account/promotions: those open to the member at their brand's hotels, not yet over (a
     * coupon promotion's code is handed out elsewhere; a loyalty one only to loyalty sign-ins).
     */
    async forMember(member: { brandId: number; loyaltyMember: boolean }, locale: string, now: Date): Promise<MemberPromotion[]> {
      const types: PromotionTargetType[] = ['all_users', 'payment', ...(member.loyaltyMember ? (['creansmaerd'] as const) : [])];
      const rows = await repository.forBrand(db, member.brandId, types, now.toISOString().slice(0, 10));
      return rows.map((row) => ({
        ...present(row, { code: row.hotel_code, currency: row.hotel_currency }, locale),
        // Codes are handed out with the campaigns that carry them, never listed.
        code: null,
        hotel_name: pickTranslation(row.hotel_name_translations, locale, row.hotel_name),
      }));
    },

    /** A hotel's promotions, ended ones too, the latest made first, as its staff see them. */
    async forHotel(catalogue: Catalogue, locale: string, now: Date): Promise<StaffPromotion[]> {
      const today = todayInTimeZone(catalogue.hotel.timeZone, now);
      return (await repository.forHotel(db, catalogue.hotel.id)).map((row) => presentToStaff(row, catalogue.hotel, locale, today));
    },

    /**
     * A hotel's staff make a promotion: with a staff key (kept on it) or from the console, whose audit
     * entry is written in the same transaction. The plans and room types it names must be the
     * hotel's; a coupon promotion's code is unique at the hotel (409, by its field).
     */
    async issue(staff: StaffChange<[made: StaffPromotion]>, catalogue: Catalogue, promotion: NewPromotion): Promise<StaffPromotion> {
      const { hotel } = catalogue;
      const problems = unknownPromotionCodes(promotion, {
        planCodes: catalogue.plans.map((plan) => plan.code),
        roomTypeCodes: catalogue.roomTypes.map((roomType) => roomType.code),
      });
      if (problems.length > 0) throw new AppError('invalid', {}, problems);
      // An English name given beside it is the one kept for whatever reads no language.
      const names = { en: promotion.name, ...promotion.name_translations };
      return inTransaction(db, async (trx) => {
        const id = await repository.insert(trx, {
          hotel_id: hotel.id,
          name: names.en,
          name_translations: JSON.stringify(names),
          discount_target_type: promotion.discount_target_type,
          code: promotion.code,
          discount_type: promotion.discount_type,
          discount_value: promotion.discount_value,
          target_mode: promotion.target_mode,
          hotel_plan_codes: promotion.hotel_plan_codes,
          room_type_codes: promotion.room_type_codes,
          stay_start: promotion.stay_start,
          stay_end: promotion.stay_end,
          booking_start: promotion.booking_start,
          booking_end: promotion.booking_end,
          staff_credential_id: staff.credentialId,
        });
        if (id === null) {
          throw new AppError('promotion_code_taken', { code: promotion.code ?? '' }, [{ field: 'code', message: 'validation.code_taken' }]);
        }
        const made = presentToStaff((await repository.findById(trx, id))!, hotel, 'en', todayInTimeZone(hotel.timeZone, new Date()));
        await staff.audit?.(trx, made);
        afterCommit(trx, () => cache.clear());
        return made;
      });
    },

    /** Ends one of the hotel's promotions now, audited with it before and after; it prices nothing from then on. */
    async end(staff: StaffChange<[before: StaffPromotion, after: StaffPromotion]>, catalogue: Catalogue, id: number, now: Date) {
      const { hotel } = catalogue;
      const today = todayInTimeZone(hotel.timeZone, now);
      return inTransaction(db, async (trx) => {
        const row = await repository.findById(trx, id);
        if (!row || row.hotel_id !== hotel.id) throw new AppError('promotion_not_found');
        if (row.ended_at !== null || !(await repository.end(trx, hotel.id, id, now))) throw new AppError('promotion_ended');
        const ended = presentToStaff((await repository.findById(trx, id))!, hotel, 'en', today);
        await staff.audit?.(trx, presentToStaff(row, hotel, 'en', today), ended);
        afterCommit(trx, () => cache.clear());
        return ended;
      });
    },
  };
}
export type PromotionsService = ReturnType<typeof promotionsService>;
