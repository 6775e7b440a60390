import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { bookingBody, firstError, quotedTotal, setTokyoStock, tokyoMonday, type TestApp } from '../../testing/test-app';
import { catalogueCall, expectRefusedByField, startCatalogueTest, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp, manager: ConsoleHeaders, frontDesk: ConsoleHeaders, otherHotelOwner: ConsoleHeaders, session: string;
beforeAll(async () => ({ t, manager, frontDesk, otherHotelOwner, session } = await startCatalogueTest()));
afterAll(async () => t.close());

const call = catalogueCall(() => t);

// A night whose room stock the tests set, far enough ahead that every fee below is still to come.
const night = tokyoMonday(200);

const flexible = {
  code: 'flex-7',
  name: 'Flexible, 7 days',
  cancellation_policy_parts: [
    { days_before: 0, hours_after: 15, percentage_of_cost: 100 },
    { days_before: 7, hours_after: null, percentage_of_cost: 30 },
  ],
  no_show_percentage_of_cost: 100,
};

interface WidgetPolicy {
  code: string;
  lines: Array<{ kind: string; percentage_of_cost?: number }>;
  free_cancellation_days: number | null;
}
async function widgetPolicies(query = ''): Promise<WidgetPolicy[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/cancellation_policies${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** The console's newest audit entry, as the audit screen lists it. */
async function lastAudited() {
  const entries = (await call(manager, 'GET', '/audit')).json().data.entries as Array<{ action: string; before: unknown; after: unknown }>;
  return entries[0];
}

describe('cancellation policies in the console catalogue', () => {
  it('lists the hotel’s policies with their fees in the order they start and the plans using each, to the front desk too', async () => {
    const listed = (await call(frontDesk, 'GET', '/cancellation-policies')).json().data;
    expect(listed).toMatchObject({ hotel_locale: 'ja', can_edit: false });
    const standard = listed.policies.find((p: { code: string }) => p.code === 'STANDARD');
    expect(standard.plan_codes).toContain('RO');
    const starts = standard.cancellation_policy_parts.map((p: { days_before: number }) => p.days_before);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  it('adds a policy, its code upper-cased and its fees kept in the order they start, audited; guests read its lines at once', async () => {
    const created = await call(manager, 'POST', '/cancellation-policies', flexible);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.policy).toEqual({
      code: 'FLEX-7',
      name: 'Flexible, 7 days',
      cancellation_policy_parts: [
        { days_before: 7, hours_after: null, percentage_of_cost: 30 },
        { days_before: 0, hours_after: 15, percentage_of_cost: 100 },
      ],
      no_show_percentage_of_cost: 100,
      plan_codes: [],
    });
    expect(await lastAudited()).toMatchObject({ action: 'catalogue.policy_created', after: { code: 'FLEX-7' } });

    const shown = (await widgetPolicies()).find((p) => p.code === 'FLEX-7');
    expect(shown?.free_cancellation_days).toBe(8);
    expect(shown?.lines.map((l) => [l.kind, l.percentage_of_cost])).toEqual([
      ['free', undefined],
      ['fee', 30],
      ['fee', 100],
      ['no_show', 100],
    ]);
  });

  it('lets a plan take the new policy, and a guest booked under the old terms keeps them when the policy changes', async () => {
    const plan = await call(manager, 'PATCH', '/plans/RO', { cancellation_policy_code: 'FLEX-7' });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(
      (await call(manager, 'GET', '/cancellation-policies')).json().data.policies.find((p: { code: string }) => p.code === 'FLEX-7'),
    ).toMatchObject({ plan_codes: ['RO'] });

    await setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 });
    const dates = { checkin: night, checkout: addDays(night, 1) };
    const totalCents = await quotedTotal(t.app, { ...dates, roomPlanCode: 'MOD-DBL-RO' });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/sakura-ginza/reservations',
      headers: { 'client-session': session },
      payload: bookingBody({ ...dates, roomPlanCode: 'MOD-DBL-RO', totalCents }),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // From now on, cancelling this plan costs the whole price at once.
    const stricter = await call(manager, 'PATCH', '/cancellation-policies/FLEX-7', {
      cancellation_policy_parts: [{ days_before: 365, hours_after: null, percentage_of_cost: 100 }],
    });
    expect(stricter.statusCode, stricter.body).toBe(200);
    expect(stricter.json().data.policy).toMatchObject({ name: 'Flexible, 7 days', no_show_percentage_of_cost: 100 });
    expect(await lastAudited()).toMatchObject({
      action: 'catalogue.policy_changed',
      before: { cancellation_policy_parts: flexible.cancellation_policy_parts.slice().reverse() },
      after: { cancellation_policy_parts: [{ days_before: 365, percentage_of_cost: 100 }] },
    });
    // A guest booking now is told the whole price is due at once.
    const [forRo] = await widgetPolicies(`?hotel_plan_code=RO&checkin=${night}`);
    expect(forRo?.lines.map((l) => l.kind)).toEqual(['fee', 'no_show']);

    const { reservation_number: number, bypass_token } = booked.json().data;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('refuses fees that start twice at one moment, and percentages, days and hours out of range, by field, changing nothing', async () => {
    const refused = await call(manager, 'POST', '/cancellation-policies', {
      ...flexible,
      code: 'BAD',
      cancellation_policy_parts: [
        { days_before: 3, hours_after: null, percentage_of_cost: 120 },
        { days_before: 401, hours_after: 24, percentage_of_cost: 50 },
      ],
      no_show_percentage_of_cost: -1,
    });
    expectRefusedByField(refused, [
      ['cancellation_policy_parts.0.percentage_of_cost', 'validation.percentage'],
      ['cancellation_policy_parts.1.days_before', 'validation.days_before'],
      ['cancellation_policy_parts.1.hours_after', 'validation.hour'],
      ['no_show_percentage_of_cost', 'validation.percentage'],
    ]);
    const twice = await call(manager, 'PATCH', '/cancellation-policies/FLEX-7', {
      cancellation_policy_parts: [
        { days_before: 3, hours_after: null, percentage_of_cost: 50 },
        { days_before: 3, hours_after: 0, percentage_of_cost: 80 },
      ],
    });
    expectRefusedByField(twice, [['cancellation_policy_parts.1.days_before', 'validation.duplicate']]);
    const kept = (await call(manager, 'GET', '/cancellation-policies')).json().data.policies;
    expect(kept.map((p: { code: string }) => p.code)).not.toContain('BAD');
    expect(kept.find((p: { code: string }) => p.code === 'FLEX-7').cancellation_policy_parts).toEqual([
      { days_before: 365, hours_after: null, percentage_of_cost: 100 },
    ]);
  });

  it('refuses a code the hotel has (POLICY_CODE_TAKEN) and a policy it has not (404)', async () => {
    const taken = await call(manager, 'POST', '/cancellation-policies', { ...flexible, code: 'standard' });
    expect([taken.statusCode, firstError(taken.json()).code]).toEqual([409, 'POLICY_CODE_TAKEN']);
    const unknown = await call(manager, 'PATCH', '/cancellation-policies/NOPE', { name: 'Nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses the front desk every change (CONSOLE_FORBIDDEN), and another hotel’s user sees no hotel (404)', async () => {
    const desk = await Promise.all([
      call(frontDesk, 'POST', '/cancellation-policies', { ...flexible, code: 'DESK' }),
      call(frontDesk, 'PATCH', '/cancellation-policies/FLEX-7', { name: 'Desk' }),
    ]);
    expect(desk.map((a) => [a.statusCode, firstError(a.json()).code])).toEqual(Array(2).fill([403, 'CONSOLE_FORBIDDEN']));
    const other = await Promise.all([
      call(otherHotelOwner, 'GET', '/cancellation-policies'),
      call(otherHotelOwner, 'POST', '/cancellation-policies', { ...flexible, code: 'OTHER' }),
      call(otherHotelOwner, 'PATCH', '/cancellation-policies/FLEX-7', { name: 'Other' }),
    ]);
    expect(other.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    const names = (await call(manager, 'GET', '/cancellation-policies'))
      .json()
      .data.policies.map((p: { code: string; name: string }) => p.code);
    expect(names).not.toEqual(expect.arrayContaining(['DESK', 'OTHER']));
  });
});
