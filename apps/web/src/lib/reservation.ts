/** A reservation as the API shows it to its guest (GET reservations/{id}, lookup, cancel): its wire shape. */
export type { BookerContact, ReservationView as Reservation } from '@yado/domain/wire/reservations';
