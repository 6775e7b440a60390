import type { Travellers } from '@yado/domain/packages/travellers';

export { ticketsOf } from '@yado/domain/packages/rules';

export type PassengerType = 'adult' | 'child' | 'infant';

/** One name per traveller, in the order the package API wants them: adults, then children, then infants. */
export function passengerTypes(travellers: Travellers): PassengerType[] {
  return [
    ...Array<PassengerType>(travellers.adults).fill('adult'),
    ...Array<PassengerType>(travellers.children).fill('child'),
    ...Array<PassengerType>(travellers.infants).fill('infant'),
  ];
}

/** A plan's package price with the flights chosen: the search priced it with the cheapest, each choice adds its supplement. */
export function packageTotal(planPrice: number, supplements: { outbound: number; return: number }): number {
  return planPrice + supplements.outbound + supplements.return;
}
