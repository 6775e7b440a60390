import type { Harness } from './harness';

/**
 * Gives one of Ginza's plans the hotel's flexible policy (FLEX), as the console would while a guest
 * is paying; `restore` gives it back the policy it had.
 */
export async function makeGinzaPlanFlexible(h: Harness, hotelPlanCode: string) {
  const plan = () => h.app.db.updateTable('plans').where('hotel_id', '=', 1).where('hotel_plan_code', '=', hotelPlanCode);
  const { cancellation_policy_id: before } = await h.app.db
    .selectFrom('plans')
    .select('cancellation_policy_id')
    .where('hotel_id', '=', 1)
    .where('hotel_plan_code', '=', hotelPlanCode)
    .executeTakeFirstOrThrow();
  const flexible = await h.app.db
    .selectFrom('cancellation_policies')
    .select('id')
    .where('hotel_id', '=', 1)
    .where('code', '=', 'FLEX')
    .executeTakeFirstOrThrow();
  await plan().set({ cancellation_policy_id: flexible.id }).execute();
  h.app.app.hotels.clearCache();
  return {
    flexiblePolicyId: flexible.id,
    async restore() {
      await plan().set({ cancellation_policy_id: before }).execute();
      h.app.app.hotels.clearCache();
    },
  };
}
