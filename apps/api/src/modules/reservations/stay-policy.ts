import { cancellingCostsNow, strictestRoom, type CancellationPolicy, type PolicyClock } from '@yado/domain/cancellation';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';

/**
 * The cancellation policy a booking keeps: its strictest room's (ADR 0057), chosen by the rule the
 * booking steps show the stay under, so a non-refundable room never cancels free beside a flexible one.
 */
export function stayPolicy(
  catalogue: Catalogue,
  roomPlans: readonly CatalogueRoomPlan[],
  clock: PolicyClock,
): CancellationPolicy | undefined {
  const policies = roomPlans.flatMap((rp) => catalogue.policies.get(rp.plan.cancellationPolicyId) ?? []);
  return strictestRoom(policies, (policy) => cancellingCostsNow(policy, clock));
}
