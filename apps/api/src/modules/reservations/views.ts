import type { Db } from '../../db/connect';
import type { CurrenciesService } from '../currencies/service';
import type { ExtrasService } from '../extras/service';
import type { HotelsService } from '../hotels/service';
import type { CardPaymentsService } from '../payments/service';
import type { QuestionsService } from '../questions/service';
import { paidCurrencyOf } from './currency';
import type { StayDiscounts } from './payment-effects';
import { presentReservation, type ReservationRow } from './presenter';
import type { ReservationsRepository } from './repository';
import type { ReservationView } from './schemas';
import { SIGNED_OUT, type Actor } from './update-setting';

/** A reservation as its mails show it, in a language (null: the one it was booked in). */
export type MailViews = (locale: string | null) => ReservationView;

/** How a reservation already found is shown: to its guest or staff, and in its mails. */
export function reservationViews(deps: {
  db: Db;
  repository: ReservationsRepository;
  hotels: HotelsService;
  payments: CardPaymentsService;
  currencies: CurrenciesService;
  extras: ExtrasService;
  questions: QuestionsService;
  points: StayDiscounts['points'];
}) {
  const { db, repository, hotels, payments, currencies, extras, questions, points } = deps;

  /**
   * Reads what a reservation's view shows besides its row, once: the view is then made in any
   * language, for any viewer, without reading again (extras' names are translated in code).
   */
  async function read(reservation: ReservationRow, now: Date) {
    const [rooms, catalogue, payment, answers, paidIn, pointsEarned, extraLinesIn] = await Promise.all([
      repository.findRooms(db, reservation.id),
      hotels.getCatalogueById(reservation.hotel_id),
      payments.latestForReservation(reservation.id),
      questions.answersFor(db, reservation.id),
      paidCurrencyOf(currencies, reservation),
      reservation.user_id === null ? null : points.earnedBy(db, reservation.id),
      extras.forReservationInAnyLanguage(db, reservation.id),
    ]);
    return (locale: string, actor?: Actor): ReservationView =>
      presentReservation(reservation, rooms, catalogue, {
        locale,
        now,
        payment,
        paidIn,
        viewer: actor?.kind === 'guest' ? actor : SIGNED_OUT,
        extras: extraLinesIn(locale),
        answers,
        pointsEarned,
      });
  }

  return {
    /** A reservation already found and allowed, as its guest (or its hotel's staff) sees it. */
    async presented(reservation: ReservationRow, locale: string, now: Date, actor?: Actor) {
      return { reservation, view: (await read(reservation, now))(locale, actor) };
    },

    /**
     * A reservation found by id, as its mails show it in any language: read once, whatever
     * languages its mails are written in (the guest's, the hotel's). Null when it is gone.
     */
    async forMail(reservationId: string, now = new Date()): Promise<MailViews | null> {
      const reservation = await repository.findById(db, reservationId);
      if (!reservation) return null;
      const viewIn = await read(reservation, now);
      return (asked) => viewIn(asked ?? reservation.locale);
    },
  };
}
