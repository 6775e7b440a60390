import { cancellingCostsNow, policyTerms, strictestRoom, type PolicyClock } from '@yado/domain/cancellation';
import { AppError } from '../../errors';
import { presentPolicy } from '../hotels/presenters';
import type { Catalogue, CatalogueRoomPlan, HotelPolicy } from '../hotels/service';

/**
 * The cancellation policy a booking keeps: its strictest room's (ADR 0057), chosen by the rule the
 * booking steps show the stay under, so a non-refundable room never cancels free beside a flexible one.
 */
export function stayPolicy(catalogue: Catalogue, roomPlans: readonly CatalogueRoomPlan[], clock: PolicyClock): HotelPolicy | undefined {
  const policies = roomPlans.flatMap((rp) => catalogue.policies.get(rp.plan.cancellationPolicyId) ?? []);
  return strictestRoom(policies, (policy) => cancellingCostsNow(policy, clock));
}

/**
 * The terms the guest read must be those the booking will keep: a hotel that changed the policy
 * (or gave the plan another) meanwhile has the guest shown the one that applies now (409, with it
 * in the answer) rather than bind them to terms they never saw. A request naming none (an older
 * client) is taken as before (ADR 0080).
 */
export function assertPolicyAsShown(shownTerms: string | undefined, kept: HotelPolicy | undefined, clock: PolicyClock) {
  if (shownTerms === undefined || !kept || policyTerms(kept) === shownTerms) return;
  throw new AppError('cancellation_policy_changed', {}, [], { cancellation_policy: presentPolicy(kept, clock) });
}
