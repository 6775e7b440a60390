import type { Reservation } from '../../../lib/reservation';

/** What every manage-booking action gets: the reservation as shown, its email, and what to do after. */
export interface ManageProps {
  reservation: Reservation;
  email: string;
  /** The reservation as the change left it. */
  onChanged: (r: Reservation) => void;
  /** Someone else changed it meanwhile: show it as it is now. */
  onStale: () => void;
}
