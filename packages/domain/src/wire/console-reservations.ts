import { z } from 'zod';
import { CONSOLE_RESERVATION_VIEWS } from '../console-reservations';
import { RESERVATION_STATUSES } from '../statuses';
import { packageCancellationAmountsSchema } from './packages';
import { paymentLinkSchema } from './payments';
import { reservationSchema } from './reservations';

/** The console's reservations answers, the same shape for the API's schemas and the console app. */
const money = z.object({ cents: z.number(), currency_iso: z.string() });

export const consoleReservationRowSchema = z.object({
  reservation_number: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  guest_name: z.string(),
  guest_name_kana: z.string().nullable(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  room_count: z.number(),
  payment_type: z.string(),
  total_price: money,
  paid_online: money,
  /** What is left to pay at the hotel: the total less discounts and what was paid online. */
  due_at_hotel: money,
  changed_by_hotel: z.boolean(),
});
export type ConsoleReservationRow = z.infer<typeof consoleReservationRowSchema>;

export const consoleReservationListSchema = z.object({
  view: z.enum(CONSOLE_RESERVATION_VIEWS),
  date: z.string(),
  q: z.string().nullable(),
  reservations: z.array(consoleReservationRowSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number(), total_pages: z.number() }),
});
export type ConsoleReservationList = z.infer<typeof consoleReservationListSchema>;
export const consoleReservationListResponse = z.object({ data: consoleReservationListSchema });

export const reservationChangeSchema = z.object({
  kind: z.string(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  fee: z.number(),
  created_at: z.string(),
});
export type ReservationChangeEntry = z.infer<typeof reservationChangeSchema>;

/**
 * A mail to the guest about this reservation: its subject once written (a mail of news is written
 * by a job moments after), and when a mail server took it (never, in the demo: the outbox is all).
 */
export const consoleMailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  queued_at: z.string(),
  sent_at: z.string().nullable(),
});
export type ConsoleMail = z.infer<typeof consoleMailSchema>;

export const consoleReservationDetailSchema = z.object({
  reservation: reservationSchema,
  changes: z.array(reservationChangeSchema),
  mails: z.array(consoleMailSchema),
});
export type ConsoleReservationDetail = z.infer<typeof consoleReservationDetailSchema>;
export const consoleReservationResponse = z.object({ data: consoleReservationDetailSchema });

/** A cancellation's answer: the reservation, and for a flight package what its cancellation kept and refunded (the airline's fee too). */
export const consoleCancelledReservationSchema = consoleReservationDetailSchema.extend({
  package_cancellation: packageCancellationAmountsSchema.nullable(),
});
export type ConsoleCancelledReservation = z.infer<typeof consoleCancelledReservationSchema>;
export const consoleCancelledReservationResponse = z.object({ data: consoleCancelledReservationSchema });

export const consolePaymentLinkResponse = z.object({ data: z.object({ payment_link: paymentLinkSchema.extend({ url: z.string() }) }) });
