import type { Travellers } from '@yado/domain/packages/travellers';

export type PassengerType = 'adult' | 'child' | 'infant';

/** One name per traveller, in the order the package API wants them: adults, then children, then infants. */
export function passengerTypes(travellers: Travellers): PassengerType[] {
  return [
    ...Array<PassengerType>(travellers.adults).fill('adult'),
    ...Array<PassengerType>(travellers.children).fill('child'),
    ...Array<PassengerType>(travellers.infants).fill('infant'),
  ];
}

/**
 * The tickets of one passenger: the supplier issues one per passenger and flight, every
 * passenger's ticket for the first flight, then every one's for the second.
 */
export function ticketsOf(ticketNumbers: readonly string[], passengerCount: number, passenger: number): string[] {
  if (passengerCount === 0) return [];
  const flights = Math.floor(ticketNumbers.length / passengerCount);
  return Array.from({ length: flights }, (_, flight) => ticketNumbers[flight * passengerCount + passenger] ?? '').filter(Boolean);
}

/** A plan's package price with the flights chosen: the search priced it with the cheapest, each choice adds its supplement. */
export function packageTotal(planPrice: number, supplements: { outbound: number; return: number }): number {
  return planPrice + supplements.outbound + supplements.return;
}
