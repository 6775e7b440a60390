import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { ticketsOf } from '@yado/domain/packages/rules';
import { setTokyoStock, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { packageLines } from '../guest-mails/package-lines';
import { bookPackage, packageBody } from './testing';

type Booked = {
  reservation_number: string;
  bypass_token: string;
  package: { flights: Array<{ flight_number: string }>; ticket_numbers: string[]; total_price: { cents: number } };
};

let t: TestApp;
let booked: Booked;
beforeAll(async () => {
  t = await startTestApp();
  const checkin = tokyoMonday(175);
  const checkout = addDays(checkin, 2);
  await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
  const request = await packageBody(t.app, { checkin, checkout, surname: 'Mailer' });
  const response = await bookPackage(t.app, await t.session(), request.body);
  expect(response.statusCode, response.body).toBe(201);
  booked = response.json().data;
});
afterAll(async () => t.close());

const yen = (cents: number) => new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(cents);

describe("a flight package's booked mail (ADR 0059)", () => {
  it('lists both flights with the airports in Japanese, each traveller’s tickets and the one amount paid', async () => {
    await t.app.jobs.runDue();
    const mail = await t.db
      .selectFrom('outbox_mails')
      .select(['subject', 'body'])
      .where('to_address', '=', 'yui.tanaka@example.com')
      .where('subject', 'like', `%${booked.reservation_number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('ご予約確定のお知らせ');
    const [outbound, inbound] = booked.package.flights;
    expect(mail.body).toContain('航空券:');
    expect(mail.body).toMatch(
      new RegExp(
        `往路: ${outbound?.flight_number} · .+ · 普通席\\n {2}札幌（新千歳） \\(CTS\\) \\d\\d:\\d\\d → .+ \\([A-Z]{3}\\) \\d\\d:\\d\\d`,
      ),
    );
    expect(mail.body).toMatch(
      new RegExp(`復路: ${inbound?.flight_number} · .+ · 普通席\\n {2}.+ \\([A-Z]{3}\\) \\d\\d:\\d\\d → 札幌（新千歳） \\(CTS\\)`),
    );
    const tickets = booked.package.ticket_numbers;
    expect(tickets).toHaveLength(4);
    expect(mail.body).toContain(
      `航空券番号:\n  Mailer Yui: ${ticketsOf(tickets, 2, 0).join(', ')}\n  Mailer Ren: ${ticketsOf(tickets, 2, 1).join(', ')}`,
    );
    expect(mail.body).toContain(`宿泊と航空券のお支払い合計: ${yen(booked.package.total_price.cents)}`);
  });

  it('says the tickets will follow when it is written before the airline issued them', () => {
    const lines = packageLines(
      {
        id: 'p',
        state: 'paid',
        flights: [],
        passengers: [{ first_name: 'Yui', last_name: 'Tanaka', type: 'adult' }],
        ticket_numbers: [],
        total_price: { cents: 80_000, currency_iso: 'JPY' },
        cancellation: null,
        failure_code: null,
        flights_price: 40_000,
      },
      'en',
    );
    expect(lines).toContain('Your tickets are being issued and will follow: see them on your booking page.');
    expect(lines.join('\n')).not.toContain('Ticket numbers');
  });
});

describe("a flight package's receipt", () => {
  it('has a line for the flights beside the stay, and its lines add up to what the card paid', async () => {
    const response = await t.app.inject({
      url: `/api/v1/reservations/${booked.reservation_number}/receipt?bypass_token=${booked.bypass_token}&locale=ja`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { amount, breakdown } = response.json().data.receipt;
    const charged = await t.db
      .selectFrom('payment_transactions')
      .innerJoin('reservations', 'reservations.id', 'payment_transactions.reservation_id')
      .select(['payment_transactions.amount'])
      .where('reservations.reservation_number', '=', booked.reservation_number)
      .where('payment_transactions.status', '=', 'captured')
      .executeTakeFirstOrThrow();
    expect(amount.cents).toBe(charged.amount);
    expect(amount.cents).toBe(booked.package.total_price.cents);
    expect(breakdown.flights).toBeGreaterThan(0);
    const discounts = breakdown.discounts.reduce((sum: number, line: { cents: number }) => sum + line.cents, 0);
    expect(breakdown.price_before_discounts - discounts + breakdown.flights).toBe(breakdown.amount_paid);
    expect(breakdown.amount_paid).toBe(amount.cents);
  });
});
