import type { Db } from '../../db/connect';
import type { CurrenciesService } from '../currencies/service';
import type { ExtrasService, ReservationExtraView } from '../extras/service';
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

  /** What a view shows besides the reservation's row, the same in every language. */
  async function partsOf(reservation: ReservationRow) {
    const [rooms, catalogue, payment, answers, paidIn, pointsEarned] = await Promise.all([
      repository.findRooms(db, reservation.id),
      hotels.getCatalogueById(reservation.hotel_id),
      payments.latestForReservation(reservation.id),
      questions.answersFor(db, reservation.id),
      paidCurrencyOf(currencies, reservation),
      reservation.user_id === null ? null : points.earnedBy(db, reservation.id),
    ]);
    return { rooms, catalogue, payment, answers, paidIn, pointsEarned };
  }
  type Parts = Awaited<ReturnType<typeof partsOf>>;

  function viewOf(reservation: ReservationRow, parts: Parts, extraLines: ReservationExtraView[], locale: string, now: Date, actor?: Actor) {
    const viewer = actor?.kind === 'guest' ? actor : SIGNED_OUT;
    const { rooms, catalogue, payment, answers, paidIn, pointsEarned } = parts;
    return presentReservation(reservation, rooms, catalogue, {
      locale,
      now,
      payment,
      paidIn,
      viewer,
      extras: extraLines,
      answers,
      pointsEarned,
    });
  }

  return {
    /** A reservation already found and allowed, as its guest (or its hotel's staff) sees it. */
    async presented(reservation: ReservationRow, locale: string, now: Date, actor?: Actor) {
      const [parts, extraLines] = await Promise.all([partsOf(reservation), extras.forReservation(db, reservation.id, locale)]);
      return { reservation, view: viewOf(reservation, parts, extraLines, locale, now, actor) };
    },

    /**
     * A reservation found by id, as its mails show it in any language: read once, whatever
     * languages its mails are written in (the guest's, the hotel's). Null when it is gone.
     */
    async forMail(reservationId: string, now = new Date()): Promise<MailViews | null> {
      const reservation = await repository.findById(db, reservationId);
      if (!reservation) return null;
      const [parts, extraLinesIn] = await Promise.all([partsOf(reservation), extras.forReservationInAnyLanguage(db, reservation.id)]);
      return (asked) => {
        const locale = asked ?? reservation.locale;
        return viewOf(reservation, parts, extraLinesIn(locale), locale, now);
      };
    },
  };
}
