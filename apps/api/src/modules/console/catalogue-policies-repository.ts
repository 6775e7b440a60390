import { sql } from 'kysely';
import type { PolicyPart } from '@yado/domain/cancellation-policy-editing';
import type { Db } from '../../db/connect';

/** A hotel's cancellation policies with their parts in the order they start and the plans that sell under each. */
function policiesWithParts(trx: Db, hotelId: number) {
  return trx
    .selectFrom('cancellation_policies as c')
    .select([
      'c.id',
      'c.code',
      'c.name',
      'c.no_show_percentage_of_cost',
      sql<PolicyPart[]>`coalesce((
        SELECT json_agg(json_build_object('days_before', p.days_before, 'hours_after', p.hours_after, 'percentage_of_cost', p.percentage_of_cost)
          ORDER BY p.days_before DESC, coalesce(p.hours_after, 0), p.id)
        FROM cancellation_policy_parts p WHERE p.cancellation_policy_id = c.id), '[]')`.as('parts'),
      sql<string[]>`coalesce((
        SELECT array_agg(pl.hotel_plan_code ORDER BY pl.sort_order, pl.id) FROM plans pl WHERE pl.cancellation_policy_id = c.id), '{}')`.as(
        'plan_codes',
      ),
    ])
    .where('c.hotel_id', '=', hotelId);
}

/** The console's cancellation policies: a hotel's own, changed whole (its parts written again). */
export function cataloguePoliciesRepository() {
  return {
    policies(trx: Db, hotelId: number) {
      return policiesWithParts(trx, hotelId).orderBy('c.id').execute();
    },

    /** One policy, locked until the transaction ends (so two edits never both start from the same before). */
    lockPolicy(trx: Db, hotelId: number, code: string) {
      return policiesWithParts(trx, hotelId).where('c.code', '=', code).forUpdate('c').executeTakeFirst();
    },

    async insertPolicy(trx: Db, values: { hotel_id: number; code: string; name: string; no_show_percentage_of_cost: number }) {
      return (await trx.insertInto('cancellation_policies').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },

    async updatePolicy(trx: Db, id: number, values: { name: string; no_show_percentage_of_cost: number }) {
      await trx.updateTable('cancellation_policies').set(values).where('id', '=', id).execute();
    },

    /** The policy's parts, replaced by those given: a part has no identity of its own. */
    async replaceParts(trx: Db, policyId: number, parts: readonly PolicyPart[]) {
      await trx.deleteFrom('cancellation_policy_parts').where('cancellation_policy_id', '=', policyId).execute();
      if (parts.length > 0)
        await trx
          .insertInto('cancellation_policy_parts')
          .values(parts.map((part) => ({ cancellation_policy_id: policyId, ...part })))
          .execute();
    },
  };
}
