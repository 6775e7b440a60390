import { z } from 'zod';
import { codeField, MAX_NAME_LENGTH, type CatalogueProblem } from './catalogue-editing';
import { msg } from './validation';

/**
 * The console's cancellation policies (§3): what staff may send, and the rules a policy must keep.
 * Shared by the API and the console's form. A reservation keeps the policy it was booked under, so
 * a change applies to bookings made after it.
 */
export const MAX_POLICY_PARTS = 10;
/** How far before check-in a fee may start: a year and a little. */
export const MAX_DAYS_BEFORE = 400;

/** A whole number from `min` to `max`, one message for any number outside. */
const wholeFrom = (min: number, max: number, message: Parameters<typeof msg>[0]) =>
  z.number(msg(message)).int(msg(message)).min(min, msg(message)).max(max, msg(message));
const percentage = () => wholeFrom(0, 100, 'validation.percentage');

const partSchema = z.object(
  {
    days_before: wholeFrom(0, MAX_DAYS_BEFORE, 'validation.days_before'),
    /** From this hour of that day (hotel time); null for the whole day. */
    hours_after: wholeFrom(0, 23, 'validation.hour').nullable(),
    percentage_of_cost: percentage(),
  },
  msg('validation.invalid'),
);

const policyFields = {
  /** What staff call it when they choose it for a plan; guests read its lines, not its name. */
  name: z.string(msg('validation.required')).trim().min(1, msg('validation.required')).max(MAX_NAME_LENGTH, msg('validation.too_long')),
  cancellation_policy_parts: z.array(partSchema, msg('validation.required')).max(MAX_POLICY_PARTS, msg('validation.too_many_fees')),
  no_show_percentage_of_cost: percentage(),
};
export const policyCreateSchema = z.object({ code: codeField(), ...policyFields });
export const policyChangeSchema = z.object(policyFields).partial();
export type PolicyCreate = z.infer<typeof policyCreateSchema>;
export type PolicyChange = z.infer<typeof policyChangeSchema>;
export type PolicyPart = z.infer<typeof partSchema>;
/** What the lines guests read are made of: the fees and the no-show fee, without the code and name. */
export const policyFeesSchema = z.object({
  cancellation_policy_parts: policyFields.cancellation_policy_parts,
  no_show_percentage_of_cost: policyFields.no_show_percentage_of_cost,
});

/** What is wrong with a policy's parts beyond each field's own: no two start at the same moment. */
export function policyProblems(policy: Pick<PolicyCreate, 'cancellation_policy_parts'>): CatalogueProblem[] {
  const seen = new Set<string>();
  const problems: CatalogueProblem[] = [];
  policy.cancellation_policy_parts.forEach((part, index) => {
    const moment = `${part.days_before}:${part.hours_after ?? 0}`;
    if (seen.has(moment)) problems.push({ field: `cancellation_policy_parts.${index}.days_before`, message: 'validation.duplicate' });
    seen.add(moment);
  });
  return problems;
}
