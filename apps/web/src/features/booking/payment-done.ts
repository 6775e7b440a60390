/**
 * Where a payment settled as paid leads (paths inside the widget): a lottery winner's booking to
 * its entry's end, anything else, a flight package always, to its confirmation. The tab's stay
 * draft may name a lottery entry of another booking; a package never books one.
 */
export function paidTarget(
  number: string,
  { flightPackage, lotteryEntryNumber }: { flightPackage: boolean; lotteryEntryNumber?: string | null | undefined },
) {
  if (!flightPackage && lotteryEntryNumber) return `/room-lottery/complete/${lotteryEntryNumber}`;
  return `/reservation/confirmation/${number}`;
}
