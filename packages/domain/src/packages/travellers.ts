import type { RoomParty } from '../party';

/**
 * Who flies, by fare (ADR 0059): adults and children 12 or older pay the adult fare; children of 2
 * to 11 the child fare; infants under 2 fly free on an adult's lap, one per adult, and an infant
 * beyond that has a seat of its own at the child fare. A child counted by the hotel's kids tiers
 * has no age: it pays the child fare.
 */
export interface Travellers {
  adults: number;
  children: number;
  infants: number;
}

export const ADULT_FARE_FROM_AGE = 12;
export const CHILD_FARE_FROM_AGE = 2;

export function travellersOf(parties: readonly RoomParty[]): Travellers {
  let adults = 0;
  let children = 0;
  let infants = 0;
  for (const party of parties) {
    adults += party.adults;
    const ages = party.kids_ages.length === party.children ? party.kids_ages : null;
    if (!ages) {
      children += party.children;
      continue;
    }
    for (const age of ages) {
      if (age >= ADULT_FARE_FROM_AGE) adults++;
      else if (age >= CHILD_FARE_FROM_AGE) children++;
      else infants++;
    }
  }
  // An adult holds one infant; the others take a seat, at the child fare.
  const seatedInfants = Math.max(0, infants - adults);
  return { adults, children: children + seatedInfants, infants: infants - seatedInfants };
}

/** Everyone on the booking, each named on a ticket. */
export const passengerCount = (travellers: Travellers) => travellers.adults + travellers.children + travellers.infants;

/** The seats a flight gives the party: lap infants take none. */
export const seatsFor = (travellers: Travellers) => travellers.adults + travellers.children;
