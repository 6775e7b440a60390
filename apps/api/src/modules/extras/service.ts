import { addDays } from '@yado/domain/dates';
import {
  beforeOrderDeadline,
  extraLine,
  extraProblem,
  isListed,
  offeredWithPlans,
  stockDateOf,
  type ExtraOffer,
  type ExtraSelection,
} from '@yado/domain/extras';
import { pickTranslation } from '@yado/domain/locales';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { Catalogue } from '../hotels/service';
import { extrasRepository, type ExtraStock, type PricedExtra } from './repository';

interface Stay {
  checkin: string;
  checkout: string;
}

const withTax = (price: number, taxRatePercent: number) => extraLine(price, 1, taxRatePercent).total_price;
const stockOf = (lines: Array<{ extra_id: number; stock_date: string; quantity: number }>): ExtraStock[] =>
  lines.map((line) => ({ extraId: line.extra_id, date: line.stock_date, quantity: line.quantity }));

/** Extras (§3): what a stay can add, priced on the server, with stock taken like rooms. */
export function extrasService(db: Db) {
  const repository = extrasRepository(db);

  /**
   * The hotel's extras for a stay on the booked plans (those limited to other plans left out, ADR
   * 0072), as rules read them: dates from the check-in to the last night.
   */
  async function offersFor(catalogue: Catalogue, stay: Stay, planCodes: readonly string[]) {
    const lastNight = stay.checkout > stay.checkin ? addDays(stay.checkout, -1) : stay.checkin;
    const rows = await repository.offers(catalogue.hotel.id, stay.checkin, lastNight);
    return rows
      .filter((row) => offeredWithPlans(row.hotel_plan_codes, planCodes))
      .map((row) => ({
        row,
        offer: {
          id: row.id,
          extra_type: row.extra_type,
          min_quantity: row.min_quantity,
          max_quantity: row.max_quantity,
          order_deadline_hours: row.order_deadline_hours,
          delivery_times: row.delivery_times,
          dates: row.dates.map((d) => ({ date: d.stock_date, price: d.price, left: d.left })),
        } satisfies ExtraOffer,
      }));
  }

  /** A reservation's extras, read once, to show in any language: their names are translated here. */
  async function forReservationInAnyLanguage(trx: Db, reservationId: string) {
    const lines = await repository.linesFor(trx, reservationId);
    return (locale: string) =>
      lines.map((line) => ({
        extra_id: line.extra_id,
        name: pickTranslation(line.name_translations, locale, line.name),
        extra_type: line.extra_type,
        unit: line.unit,
        date: line.stock_date,
        delivery_time: line.delivery_time,
        quantity: line.quantity,
        price_without_tax: line.price_without_tax,
        tax: line.tax,
        total_price: line.total_price,
        answer: line.answer,
      }));
  }

  return {
    /**
     * GET extras: those listed for the stay (§3) on the plans booked, names in the guest's language,
     * prices with and without tax. Without plans, only extras offered with every plan.
     */
    async list(catalogue: Catalogue, stay: Stay, planCodes: readonly string[], locale: string, now = new Date()) {
      const { hotel } = catalogue;
      return (await offersFor(catalogue, stay, planCodes))
        .filter(({ offer }) => isListed(offer, stay))
        .map(({ row, offer }) => ({
          id: row.id,
          code: row.code,
          name: pickTranslation(row.name_translations, locale, row.name),
          description: pickTranslation(row.description_translations, locale, ''),
          extra_type: row.extra_type,
          unit: row.unit,
          min_quantity: row.min_quantity,
          max_quantity: row.max_quantity,
          delivery_times: row.delivery_times,
          orderable: beforeOrderDeadline(row.order_deadline_hours, stay.checkin, hotel.timeZone, now),
          order_deadline_hours: row.order_deadline_hours,
          dates: offer.dates
            .filter((d) => row.extra_type === 'dated' || d.date === stay.checkin)
            .map((d) => ({ date: d.date, price_without_tax: d.price, price: withTax(d.price, hotel.taxRatePercent), left: d.left })),
        }));
    },

    /**
     * Prices a guest's selections for a stay on the plans booked, refusing any the §8 extras rules
     * (1100–1106) refuse: one not offered with those plans is not found (1100).
     */
    async price(
      catalogue: Catalogue,
      selections: ExtraSelection[],
      booking: Stay & { planCodes: readonly string[] },
      now: Date,
    ): Promise<PricedExtra[]> {
      if (selections.length === 0) return [];
      const stay = { checkin: booking.checkin, checkout: booking.checkout };
      const offers = new Map((await offersFor(catalogue, stay, booking.planCodes)).map(({ offer }) => [offer.id, offer]));
      const { hotel } = catalogue;
      return selections.map((selection, index) => {
        const offer = offers.get(selection.extra_id);
        const problem = extraProblem(offer, selection, { ...stay, timeZone: hotel.timeZone, now });
        if (problem || !offer) throw new AppError(problem ?? 'extra_not_found', {}, [{ field: `extras.${index}`, message: problem ?? '' }]);
        const date = stockDateOf(offer, selection, stay.checkin);
        const unitPrice = offer.dates.find((d) => d.date === date)?.price ?? 0;
        return {
          extra_id: offer.id,
          stock_date: date,
          delivery_time: selection.delivery_time ?? null,
          quantity: selection.quantity,
          unit_price: unitPrice,
          ...extraLine(unitPrice, selection.quantity, hotel.taxRatePercent),
          answer: selection.answer || null,
        };
      });
    },

    /** Takes the extras' stock and records them for a reservation, inside its transaction. */
    async add(trx: Db, reservationId: string, lines: PricedExtra[]) {
      if (lines.length === 0) return;
      if (!(await repository.take(trx, stockOf(lines)))) throw new AppError('extra_sold_out');
      await repository.insertLines(trx, reservationId, lines);
    },

    /** Gives back the stock of a reservation's extras (on cancellation). */
    async release(trx: Db, reservationId: string) {
      await repository.release(trx, stockOf(await repository.linesFor(trx, reservationId)));
    },

    /** A reservation's extras, named in the guest's language. */
    async forReservation(trx: Db, reservationId: string, locale: string) {
      return (await forReservationInAnyLanguage(trx, reservationId))(locale);
    },

    forReservationInAnyLanguage,
  };
}
export type ExtrasService = ReturnType<typeof extrasService>;
export type ReservationExtraView = ReturnType<Awaited<ReturnType<ExtrasService['forReservationInAnyLanguage']>>>[number];
