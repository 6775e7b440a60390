import { partsInOrder } from '@yado/domain/cancellation';
import { policyProblems, type PolicyChange, type PolicyCreate } from '@yado/domain/cancellation-policy-editing';
import { canEditRatesAndStock } from '@yado/domain/console';
import type { ConsolePolicy } from '@yado/domain/wire/console-catalogue';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { catalogueAccess, codeTakenOnRace, refuse } from './catalogue-access';
import { cataloguePoliciesRepository } from './catalogue-policies-repository';

type PolicyRow = NonNullable<Awaited<ReturnType<ReturnType<typeof cataloguePoliciesRepository>['lockPolicy']>>>;

const presentPolicy = (row: PolicyRow): ConsolePolicy => ({
  code: row.code,
  name: row.name,
  cancellation_policy_parts: row.parts,
  no_show_percentage_of_cost: row.no_show_percentage_of_cost,
  plan_codes: row.plan_codes,
});

const policyCodeTaken = (code: string) =>
  new AppError('policy_code_taken', { code }, [{ field: 'code', message: 'validation.code_taken' }]);

/**
 * The hotel's cancellation policies in the console (§3): listed for anyone working there, created
 * and changed by its owners and managers, each change audited. A reservation keeps the policy it
 * was booked under (its own copy), so a change holds for bookings made after it; the widget's
 * catalogue is read again once the change commits, so its plans show the new lines at once.
 */
export function consolePolicies(db: Db, accounts: ConsoleAccounts, hotels: HotelsService) {
  const repository = cataloguePoliciesRepository();
  const { hotelOf, record } = catalogueAccess(db, accounts, hotels);

  return {
    async list(user: ConsoleUser, code: string) {
      const hotel = await hotelOf(user, code, false);
      const policies = (await repository.policies(db, hotel.id)).map(presentPolicy);
      return { hotel_locale: hotel.locale, can_edit: canEditRatesAndStock(user.role), policies };
    },

    async create(user: ConsoleUser, code: string, input: PolicyCreate): Promise<ConsolePolicy> {
      const hotel = await hotelOf(user, code, true);
      refuse(policyProblems(input));
      return inTransaction(db, async (trx) => {
        if (await repository.lockPolicy(trx, hotel.id, input.code)) throw policyCodeTaken(input.code);
        const id = await repository.insertPolicy(trx, {
          hotel_id: hotel.id,
          code: input.code,
          name: input.name,
          no_show_percentage_of_cost: input.no_show_percentage_of_cost,
        });
        await repository.replaceParts(trx, id, partsInOrder(input.cancellation_policy_parts));
        const created = presentPolicy((await repository.lockPolicy(trx, hotel.id, input.code))!);
        await record(trx, user, hotel, 'catalogue.policy_created', null, created);
        return created;
      }).catch(codeTakenOnRace(policyCodeTaken(input.code)));
    },

    async change(user: ConsoleUser, code: string, policyCode: string, change: PolicyChange): Promise<ConsolePolicy> {
      const hotel = await hotelOf(user, code, true);
      return inTransaction(db, async (trx) => {
        const row = await repository.lockPolicy(trx, hotel.id, policyCode);
        if (!row) throw new AppError('not_found');
        const before = presentPolicy(row);
        const next = { ...before, ...change };
        refuse(policyProblems(next));
        await repository.updatePolicy(trx, row.id, { name: next.name, no_show_percentage_of_cost: next.no_show_percentage_of_cost });
        if (change.cancellation_policy_parts) await repository.replaceParts(trx, row.id, partsInOrder(change.cancellation_policy_parts));
        const after = presentPolicy((await repository.lockPolicy(trx, hotel.id, policyCode))!);
        await record(trx, user, hotel, 'catalogue.policy_changed', before, after);
        return after;
      });
    },
  };
}
export type ConsolePolicies = ReturnType<typeof consolePolicies>;
