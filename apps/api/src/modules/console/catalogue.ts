import {
  planProblems,
  roomPlanCode,
  roomTypeProblems,
  tatamiOf,
  type PlanChange,
  type PlanCreate,
  type RoomTypeChange,
  type RoomTypeCreate,
} from '@yado/domain/catalogue-editing';
import { canEditRatesAndStock } from '@yado/domain/console';
import { todayInTimeZone } from '@yado/domain/dates';
import { hotelTakesPaymentType } from '@yado/domain/payments';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from '@yado/domain/statuses';
import { pickTranslation, type Locale } from '@yado/domain/locales';
import type { ConsolePlan, ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { BrandSettings } from '../hotels/settings';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { baseName, catalogueAccess, codeTakenOnRace, refuse } from './catalogue-access';
import { catalogueRepository } from './catalogue-repository';

type RoomTypeRow = Awaited<ReturnType<ReturnType<typeof catalogueRepository>['roomTypes']>>[number];
type PlanRow = Awaited<ReturnType<ReturnType<typeof catalogueRepository>['plans']>>[number];

const presentRoomType = (row: RoomTypeRow): ConsoleRoomType => ({
  code: row.code,
  names: row.name_translations,
  descriptions: row.description_translations,
  beds: row.beds,
  sleeps: row.sleeps,
  max_adults: row.max_adults,
  size_sqm: Number(row.size_sqm),
  size_tatami: Number(row.size_tatami),
  bath: row.bath,
  shower: row.shower,
  toilet: row.toilet,
  smoking: row.smoking,
  wifi: row.wifi,
  sort_order: row.sort_order,
  images: row.images,
});

const presentPlan = (row: PlanRow, roomTypeCodes: string[]): ConsolePlan => ({
  code: row.hotel_plan_code,
  names: row.name_translations,
  descriptions: row.description_translations,
  meals: row.meals,
  payment_types: row.payment_methods,
  deposit_percentage: row.deposit_percentage,
  cancellation_policy_code: row.cancellation_policy_code,
  members_only: row.members_only,
  secret_code: row.secret_code,
  sale_start_date: row.sale_start_date,
  sale_end_date: row.sale_end_date,
  languages: row.languages,
  minimum_nights: row.minimum_nights,
  room_type_codes: roomTypeCodes,
  sort_order: row.sort_order,
});

const roomTypeCodeTaken = (code: string) =>
  new AppError('room_type_code_taken', { code }, [{ field: 'code', message: 'validation.code_taken' }]);
const planCodeTaken = (code: string) => new AppError('plan_code_taken', { code }, [{ field: 'code', message: 'validation.code_taken' }]);

/** The room type's columns as a change (or a new one) sets them. */
const roomTypeValues = (roomType: Omit<RoomTypeCreate, 'code'>, hotelLocale: Locale, code: string) => ({
  name: baseName(roomType.names, hotelLocale, code),
  name_translations: JSON.stringify(roomType.names),
  description_translations: JSON.stringify(roomType.descriptions),
  beds: JSON.stringify(roomType.beds),
  sleeps: roomType.sleeps,
  max_adults: roomType.max_adults,
  size_sqm: roomType.size_sqm,
  size_tatami: tatamiOf(roomType.size_sqm),
  bath: roomType.bath,
  shower: roomType.shower,
  toilet: roomType.toilet,
  smoking: roomType.smoking,
  wifi: roomType.wifi,
  sort_order: roomType.sort_order,
});

/**
 * The hotel's catalogue in the console: room types and plans, read by anyone working at the hotel
 * and changed by its owners and managers. Each change is checked as a whole (the fields it leaves
 * as they are included), written with its audit entry in one transaction, and shown by the
 * widget's next search: the hotel's catalogue is read again once the change commits (and with
 * it the stock grid, whose shape is the catalogue's room types and plans).
 */
export function consoleCatalogue(
  db: Db,
  accounts: ConsoleAccounts,
  hotels: HotelsService,
  /** Whether the brand has a gateway here that takes its cards. */
  takesCards: (settings: BrandSettings) => boolean,
) {
  const repository = catalogueRepository(db);
  const { hotelOf, record } = catalogueAccess(db, accounts, hotels);

  /** The payment types the hotel can take, as the widget offers them: its currency's, and cards only with a gateway. */
  async function paymentTypesTaken(hotel: { code: string; currency: string }) {
    const { brand } = (await hotels.getCatalogue(hotel.code)).hotel;
    const takes = { currency: hotel.currency, takesCards: takesCards(brand.settings) };
    return ONLINE_ACCEPTED_PAYMENT_TYPES.filter((type) => hotelTakesPaymentType(type, takes));
  }

  async function roomTypeCodesByPlan(trx: Db, hotelId: number) {
    const byPlan = new Map<number, string[]>();
    for (const rp of await repository.roomPlans(trx, hotelId))
      byPlan.set(rp.plan_id, [...(byPlan.get(rp.plan_id) ?? []), rp.room_type_code]);
    return byPlan;
  }

  /** Sells the plan's room types as asked: new room plans for the room types added, the others' taken off sale unless booked. */
  async function setRoomTypes(trx: Db, hotelId: number, plan: { id: number; code: string }, codes: string[]) {
    const roomTypes = new Map((await repository.roomTypes(trx, hotelId)).map((rt) => [rt.code, rt.id]));
    const unknown = codes.findIndex((code) => !roomTypes.has(code));
    if (unknown >= 0) refuse([{ field: `room_type_codes.${unknown}`, message: 'validation.invalid' }]);
    const sold = (await repository.roomPlans(trx, hotelId)).filter((rp) => rp.plan_id === plan.id);
    const wanted = new Set(codes);
    const dropped = sold.filter((rp) => !wanted.has(rp.room_type_code));
    const held = new Set(
      await repository.roomPlansHeld(
        trx,
        dropped.map((rp) => rp.id),
      ),
    );
    const kept = dropped.find((rp) => held.has(rp.id));
    if (kept) throw new AppError('room_plan_in_use', { room_type: kept.room_type_code });
    await repository.deleteRoomPlans(
      trx,
      dropped.map((rp) => rp.id),
    );
    const soldCodes = new Set(sold.map((rp) => rp.room_type_code));
    const added = [...wanted].filter((code) => !soldCodes.has(code));
    await repository.insertRoomPlans(
      trx,
      added.map((code) => ({ plan_id: plan.id, room_type_id: roomTypes.get(code) ?? 0, room_plan_code: roomPlanCode(code, plan.code) })),
    );
  }

  async function planValues(trx: Db, plan: Omit<PlanCreate, 'code'>, hotel: { id: number; locale: Locale }, code: string) {
    const policy = (await repository.policies(trx, hotel.id)).find((p) => p.code === plan.cancellation_policy_code);
    if (!policy) refuse([{ field: 'cancellation_policy_code', message: 'validation.invalid' }]);
    return {
      name: baseName(plan.names, hotel.locale, code),
      name_translations: JSON.stringify(plan.names),
      description_translations: JSON.stringify(plan.descriptions),
      meals: plan.meals,
      payment_methods: plan.payment_types,
      deposit_percentage: plan.deposit_percentage,
      cancellation_policy_id: policy?.id ?? 0,
      members_only: plan.members_only,
      secret_code: plan.secret_code,
      sale_start_date: plan.sale_start_date,
      sale_end_date: plan.sale_end_date,
      languages: plan.languages,
      minimum_nights: plan.minimum_nights,
      sort_order: plan.sort_order,
    };
  }

  return {
    async roomTypes(user: ConsoleUser, code: string) {
      const hotel = await hotelOf(user, code, false);
      return {
        hotel_locale: hotel.locale,
        can_edit: canEditRatesAndStock(user.role),
        room_types: (await repository.roomTypes(db, hotel.id)).map(presentRoomType),
      };
    },

    async createRoomType(user: ConsoleUser, code: string, input: RoomTypeCreate): Promise<ConsoleRoomType> {
      const hotel = await hotelOf(user, code, true);
      refuse(roomTypeProblems(input, hotel.locale));
      return inTransaction(db, async (trx) => {
        if (await repository.lockRoomType(trx, hotel.id, input.code)) throw roomTypeCodeTaken(input.code);
        await repository.insertRoomType(trx, {
          hotel_id: hotel.id,
          code: input.code,
          ...roomTypeValues(input, hotel.locale, input.code),
          images: '[]',
        });
        const created = presentRoomType((await repository.lockRoomType(trx, hotel.id, input.code))!);
        await record(trx, user, hotel, 'catalogue.room_type_created', null, created);
        return created;
      }).catch(codeTakenOnRace(roomTypeCodeTaken(input.code)));
    },

    async changeRoomType(user: ConsoleUser, code: string, roomTypeCode: string, change: RoomTypeChange): Promise<ConsoleRoomType> {
      const hotel = await hotelOf(user, code, true);
      return inTransaction(db, async (trx) => {
        const row = await repository.lockRoomType(trx, hotel.id, roomTypeCode);
        if (!row) throw new AppError('not_found');
        const before = presentRoomType(row);
        const { size_tatami: _tatami, code: _code, images: _images, ...current } = before;
        const next = { ...current, ...change } as Omit<RoomTypeCreate, 'code'>;
        refuse(roomTypeProblems(next, hotel.locale));
        await repository.updateRoomType(trx, row.id, roomTypeValues(next, hotel.locale, row.code));
        const after = presentRoomType((await repository.lockRoomType(trx, hotel.id, roomTypeCode))!);
        await record(trx, user, hotel, 'catalogue.room_type_changed', before, after);
        return after;
      });
    },

    async plans(user: ConsoleUser, code: string, locale: Locale) {
      const hotel = await hotelOf(user, code, false);
      const [plans, policies, roomTypes, byPlan] = [
        await repository.plans(db, hotel.id),
        await repository.policies(db, hotel.id),
        await repository.roomTypes(db, hotel.id),
        await roomTypeCodesByPlan(db, hotel.id),
      ];
      return {
        hotel_locale: hotel.locale,
        can_edit: canEditRatesAndStock(user.role),
        plans: plans.map((plan) => presentPlan(plan, byPlan.get(plan.id) ?? [])),
        cancellation_policies: policies.map((p) => ({ code: p.code, name: p.name })),
        room_types: roomTypes.map((rt) => ({ code: rt.code, name: pickTranslation(rt.name_translations, locale, rt.code) })),
        payment_types: await paymentTypesTaken(hotel),
      };
    },

    async createPlan(user: ConsoleUser, code: string, input: PlanCreate): Promise<ConsolePlan> {
      const hotel = await hotelOf(user, code, true);
      refuse(planProblems(input, hotel.locale, await paymentTypesTaken(hotel)));
      return inTransaction(db, async (trx) => {
        const values = await planValues(trx, input, hotel, input.code);
        if (await repository.planCodeTaken(trx, hotel.id, input.code)) throw planCodeTaken(input.code);
        const id = await repository.insertPlan(trx, { hotel_id: hotel.id, hotel_plan_code: input.code, is_day_use: false, ...values });
        await setRoomTypes(trx, hotel.id, { id, code: input.code }, input.room_type_codes);
        const created = presentPlan(
          (await repository.lockPlan(trx, hotel.id, input.code))!,
          (await roomTypeCodesByPlan(trx, hotel.id)).get(id) ?? [],
        );
        await record(trx, user, hotel, 'catalogue.plan_created', null, created);
        return created;
      }).catch(codeTakenOnRace(planCodeTaken(input.code)));
    },

    async changePlan(user: ConsoleUser, code: string, planCode: string, change: PlanChange): Promise<ConsolePlan> {
      const hotel = await hotelOf(user, code, true);
      const taken = await paymentTypesTaken(hotel);
      return inTransaction(db, async (trx) => {
        const row = await repository.lockPlan(trx, hotel.id, planCode);
        if (!row) throw new AppError('not_found');
        const before = presentPlan(row, (await roomTypeCodesByPlan(trx, hotel.id)).get(row.id) ?? []);
        const { code: _code, ...current } = before;
        const next = { ...current, ...change } as Omit<PlanCreate, 'code'>;
        refuse(planProblems(next, hotel.locale, taken));
        // A reservation shows its plan's meals as they are now, so those booked to come must keep what they booked.
        if (next.meals !== before.meals && (await repository.planHasUpcomingReservations(trx, row.id, todayInTimeZone(hotel.time_zone))))
          throw new AppError('plan_meals_booked', {}, [{ field: 'meals', message: 'validation.plan_meals_booked' }]);
        await repository.updatePlan(trx, row.id, await planValues(trx, next, hotel, row.hotel_plan_code));
        if (change.room_type_codes) await setRoomTypes(trx, hotel.id, { id: row.id, code: row.hotel_plan_code }, change.room_type_codes);
        const after = presentPlan(
          (await repository.lockPlan(trx, hotel.id, planCode))!,
          (await roomTypeCodesByPlan(trx, hotel.id)).get(row.id) ?? [],
        );
        await record(trx, user, hotel, 'catalogue.plan_changed', before, after);
        return after;
      });
    },
  };
}
export type ConsoleCatalogue = ReturnType<typeof consoleCatalogue>;
