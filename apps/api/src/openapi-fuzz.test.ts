import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from './config';
import { demoContext } from './testing/fuzz/demo-context';
import { operationsOf, urlOf } from './testing/fuzz/operations';
import { endingLast, requestsFor, type FuzzContext } from './testing/fuzz/plan';
import { responseChecker } from './testing/fuzz/response-check';
import { specialCases } from './testing/fuzz/special-cases';
import { startTestApp, type TestApp } from './testing/test-app';

/** Fixed, so a run can be repeated; FUZZ_SEED tries other inputs, FUZZ_RUNS more valid-ish requests per operation. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

// Lookups and sign-ins are rate limited; the fuzz sends far more of them than a person could.
const config = { LOOKUP_RATE_LIMIT: 1_000_000, ACCOUNT_RATE_LIMIT: 1_000_000 };

let t: TestApp;
let context: FuzzContext;
beforeAll(async () => {
  t = await startTestApp({ config });
  context = { ...(await demoContext(t)), specialCases: specialCases(testConfig(config).SANDBOX_WEBHOOK_SECRET) };
});
afterAll(async () => t.close());

it('answers every operation of the OpenAPI document without a 5xx and within its documented schemas', async () => {
  const started = performance.now();
  const operations = endingLast(operationsOf((await t.app.inject({ url: '/api/docs/json' })).json()));
  const check = responseChecker();
  const notes: string[] = [];
  const failures: string[] = [];
  const count = { sent: 0, succeeded: 0, serverErrors: 0 };

  for (const [index, operation] of operations.entries()) {
    const planned = requestsFor(operation, context, SEED + index, RUNS);
    notes.push(...planned.notes.map((note) => `${operation.method} ${operation.path}: ${note}`));
    for (const request of planned.requests) {
      const url = urlOf(operation, request);
      const described = `${operation.method} ${url.slice(0, 200)} [${request.label}]`;
      try {
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        count.sent++;
        if (response.statusCode < 300) count.succeeded++;
        if (response.statusCode >= 500) count.serverErrors++;
        const problem = check(operation, response);
        if (problem) failures.push(`${described} ${problem}`);
      } catch (error) {
        failures.push(`${described} could not be sent: ${String(error)}`);
      }
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `OpenAPI fuzz, seed ${SEED} (FUZZ_SEED=n for another): ${operations.length} operations fuzzed, ${count.sent} requests sent ` +
        `(${count.succeeded} answered 2xx), ${count.serverErrors} 5xx seen, ${seconds} s`,
      '  calls that end a reservation, a card or a session were sent last; rate limits were raised for the run',
      ...notes.map((note) => `  treated specially: ${note}`),
    ].join('\n'),
  );
  expect(failures).toEqual([]);
}, 120_000);
