import fc from 'fast-check';
import { mutationsOf } from './mutations';
import type { FuzzRequest, Operation } from './operations';
import { operationKey, validishRequests, type Credentials, type ExampleBodies } from './requests';
import type { Hints } from './schema-inputs';
import type { SpecialCase } from './special-cases';

export interface FuzzContext {
  credentials: Credentials;
  hints: Hints;
  examples: ExampleBodies;
  specialCases: SpecialCase[];
}

/**
 * Calls that end what later calls use go last: those that end a record (the booked reservation, a
 * saved card), and after them those that end the member's or corporate user's session.
 */
export function endingLast(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    /\/(sign_out|membership\/cancel)$/.test(op.path)
      ? 2
      : op.method === 'DELETE' || /\/(cancel|delete_in_complete_reservation)$/.test(op.path)
        ? 1
        : 0;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/**
 * Everything sent to one operation, all drawn from `seed`: a baseline (the most plausible request),
 * `runs` valid-ish ones, the mutations of the baseline, and what a special case adds; with a note of
 * anything done differently for it, for the report.
 */
export function requestsFor(operation: Operation, context: FuzzContext, seed: number, runs: number) {
  const [baseline] = fc.sample(validishRequests(operation, context, 'baseline'), { numRuns: 1, seed });
  if (!baseline) throw new Error(`no baseline for ${operationKey(operation)}`);
  const generated = fc.sample(validishRequests(operation, context, 'random'), { numRuns: runs, seed });
  const requests: FuzzRequest[] = [
    baseline.request,
    ...generated.map((g) => g.request),
    ...mutationsOf(operation, baseline.request, baseline.body, seed),
  ];
  const notes: string[] = [];
  if (context.examples[operationKey(operation)] !== undefined) notes.push('its baseline body is a known-good one, not drawn');
  for (const special of context.specialCases.filter((s) => s.matches(operation))) {
    requests.push(...special.requests(baseline.request));
    notes.push(special.reason);
  }
  return { requests, notes };
}
