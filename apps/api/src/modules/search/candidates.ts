import type { PartyRules } from '@yado/domain/party';
import type { SearchRequest } from '@yado/domain/search';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import { fitsParty, planOnSale, planVisible, type PlanAudience } from '../stay-rules/plans';

export interface CandidateContext extends PlanAudience {
  checkin: string;
  checkout: string;
  nights: number;
  isDayUse: boolean;
  request: SearchRequest;
  rules: PartyRules;
}

/** Room plans a search can list: on sale, visible, long enough a stay, fitting the party, within the codes and filters asked. */
export function candidateRoomPlans(catalogue: Catalogue, context: CandidateContext): CatalogueRoomPlan[] {
  const { request } = context;
  const only = (codes: string[], code: string) => codes.length === 0 || codes.includes(code);
  return catalogue.roomPlans.filter(
    (rp) =>
      planOnSale(rp, context.checkin, context.checkout, context.isDayUse) &&
      planVisible(rp.plan, context) &&
      (context.isDayUse || rp.plan.minimumNights <= context.nights) &&
      fitsParty(rp.roomType, request.rooms, context.rules) &&
      only(request.roomTypeCodes, rp.roomType.code) &&
      only(request.hotelPlanCodes, rp.plan.code) &&
      only(request.roomPlanCodes, rp.code) &&
      request.filterIds.every((id) => rp.roomType.filterIds.includes(id)),
  );
}
