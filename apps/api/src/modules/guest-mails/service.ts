import { isLocale, type Locale } from '@yado/domain/locales';
import type { Db } from '../../db/connect';
import type { Catalogue, HotelsService } from '../hotels/service';
import type { MailService } from '../mail/service';
import { isPackageStay, packageOfReservation } from '../packages/of-reservation';
import type { ReservationView } from '../reservations/schemas';
import type { MailViews } from '../reservations/views';
import { guestMail, hotelMail, type MailContext } from './compose';
import type { MailPayment } from './events';
import type { GuestMailKind } from './texts';

const GUEST_MAIL_KINDS: readonly GuestMailKind[] = [
  'booked',
  'changed',
  'cancelled',
  'payment_received',
  'payment_abandoned',
  'payment_link',
];

/** A reservation, read once, as its mails show it in any language (MailViews); null when it is gone. */
export type MailViewsOf = (reservationId: string, now: Date) => Promise<MailViews | null>;

const toLocale = (value: string): Locale => (isLocale(value) ? value : 'en');

/**
 * Writes and sends the mails a booking's news owes (events.ts): the guest's, in the language they
 * booked in, and the hotel's notice of bookings, changes and cancellations, in the hotel's.
 */
export function guestMailsService(db: Db, hotels: HotelsService, mail: MailService, mailViewsOf: MailViewsOf) {
  async function contextFor(
    view: ReservationView,
    catalogue: Catalogue,
    locale: Locale,
    now: Date,
    payment?: MailPayment,
  ): Promise<MailContext> {
    const origin = await hotels.linkOrigin(view.hotel.code, null);
    const query = (values: Record<string, string>) => new URLSearchParams({ code: view.hotel.code, ...values, locale }).toString();
    const address = catalogue.hotel.address;
    return {
      hotel: { name: view.hotel.name, phone: view.hotel.phone, address: address[locale] ?? address.full_address ?? '' },
      manageLink: `${origin}/search?${query({ number: view.reservation_number })}`,
      payment: payment && {
        amount: payment.amount,
        currency: payment.currency,
        link: payment.link_number ? `${origin}/payments/${encodeURIComponent(payment.link_number)}?${query({})}` : null,
      },
      now,
    };
  }

  return {
    /** The job: one booking's news, `key` naming it so a second run sends nothing new. */
    async send(payload: Record<string, unknown>, now: Date) {
      const kind = GUEST_MAIL_KINDS.find((k) => k === payload.kind);
      if (!kind) throw new Error(`unknown reservation mail ${String(payload.kind)}`);
      const reservationId = String(payload.reservation_id);
      const key = String(payload.key);
      const payment = payload.payment as MailPayment | undefined;
      const viewIn = await mailViewsOf(reservationId, now);
      if (!viewIn) return;
      const view = viewIn(null);
      const locale = toLocale(view.locale);
      const catalogue = await hotels.getCatalogue(view.hotel.code);
      const context = await contextFor(view, catalogue, locale, now, payment);
      // A flight package's booked mail lists its flights and tickets beside the stay; its cancellation mail, the flights cancelled.
      // Only a stay booked as a package's has its package read.
      if (view.flight_package && (kind === 'booked' || kind === 'cancelled'))
        context.package = await packageOfReservation(db, view.reservation_number, locale);
      if (kind === 'payment_abandoned') context.seatsReleased = view.flight_package && (await isPackageStay(db, view.reservation_number));
      const mails = [guestMail(kind, view, locale, context)];
      const hotelAddresses = catalogue.hotel.settings.notification_emails;
      const news = (kind === 'booked' || kind === 'changed' || kind === 'cancelled') && payload.resent !== true;
      if (news && hotelAddresses.length > 0) {
        const hotelLocale = toLocale(catalogue.hotel.locale);
        const hotelView = hotelLocale === locale ? view : viewIn(hotelLocale);
        const context = await contextFor(hotelView, catalogue, hotelLocale, now);
        for (const to of hotelAddresses) mails.push(hotelMail(kind, hotelView, to, hotelLocale, context));
      }
      const ids = await mail.queueKeyed(
        mails.map((each, index) => ({ mail: each, key: `${key}:${index}` })),
        now,
      );
      await mail.deliverNow(ids);
    },
  };
}
