import { cancellingCostsNow, policyTerms, strictestRoom, type CancellationPolicy, type PolicyClock } from '@yado/domain/cancellation';
import { AppError } from '../../errors';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';

const policiesOf = (catalogue: Catalogue, roomPlans: readonly CatalogueRoomPlan[]) =>
  roomPlans.flatMap((rp) => catalogue.policies.get(rp.plan.cancellationPolicyId) ?? []);

/**
 * The cancellation policy a booking keeps: its strictest room's (ADR 0057), chosen by the rule the
 * booking steps show the stay under, so a non-refundable room never cancels free beside a flexible one.
 */
export function stayPolicy(
  catalogue: Catalogue,
  roomPlans: readonly CatalogueRoomPlan[],
  clock: PolicyClock,
): CancellationPolicy | undefined {
  return strictestRoom(policiesOf(catalogue, roomPlans), (policy) => cancellingCostsNow(policy, clock));
}

/**
 * The terms the guest read must still be those of a plan they book: a hotel that changed the
 * policy meanwhile has it shown again (409) rather than bind the guest to terms they never saw.
 * A request that names no terms (an older client) is taken as before.
 */
export function assertPolicyAsShown(shownTerms: string | undefined, catalogue: Catalogue, roomPlans: readonly CatalogueRoomPlan[]) {
  if (shownTerms === undefined) return;
  if (policiesOf(catalogue, roomPlans).some((policy) => policyTerms(policy) === shownTerms)) return;
  throw new AppError('cancellation_policy_changed');
}
