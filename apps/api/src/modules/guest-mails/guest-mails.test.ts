import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { smtpRelay } from '../../testing/smtp-relay';
import { bookWithCard } from '../payments/testing';
import { bookingBody, quotedTotal, setTokyoStock, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let relay: Awaited<ReturnType<typeof smtpRelay>>;
let t: TestApp;
let session: string;
beforeAll(async () => {
  relay = await smtpRelay();
  t = await startTestApp({ config: { SMTP_URL: relay.url(), MAIL_FROM: 'Sakura Hotels <stay@sakura.example>' } });
  session = await t.session();
});
afterAll(async () => {
  await t?.close();
  await relay?.stop();
});

const HOTEL_DESK = 'front-desk@sakura-ginza.example';

/** The demo's late check-out at Sakura Ginza: ¥3,300 with tax. */
const LATE_CHECKOUT = { code: 'LATE-CHECKOUT', price: 3_300 };

/** A room-only stay paid at the hotel, free to cancel until shortly before arrival; with a late check-out when asked. */
async function book(input: { days: number; locale: string; email: string; lateCheckout?: boolean }) {
  const checkin = tokyoDate(input.days);
  const checkout = tokyoDate(input.days + 2);
  const rooms = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
  const late = input.lateCheckout
    ? await t.db
        .selectFrom('extras')
        .select('id')
        .where('code', '=', LATE_CHECKOUT.code)
        .where('hotel_id', '=', 1)
        .executeTakeFirstOrThrow()
    : null;
  const totalCents = rooms + (late ? LATE_CHECKOUT.price : 0);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: {
      ...bookingBody({ checkin, checkout, totalCents, locale: input.locale, email: input.email }),
      ...(late ? { extras: [{ extra_id: late.id, quantity: 1 }] } : {}),
    },
  });
  expect(response.statusCode).toBe(201);
  const { data } = response.json();
  return { checkin, checkout, number: data.reservation_number as string, bypass_token: data.bypass_token as string, data };
}

const calendarOf = (mail: (typeof relay.received)[number]) =>
  mail.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? '';

describe("a guest's booking mails through SMTP", () => {
  it('confirms a booking in English with the stay, price, policy, a link to manage it and the stay as a calendar event', async () => {
    const booked = await book({ days: 40, locale: 'en', email: 'mail.en@example.com', lateCheckout: true });
    // Written with the booking, sent after its commit by the job runner.
    expect(relay.to('mail.en@example.com')).toHaveLength(0);
    await t.app.jobs.runDue();

    const [mail] = relay.to('mail.en@example.com');
    expect(mail?.subject).toBe(`Sakura Hotel Ginza: your booking ${booked.number} is confirmed`);
    expect(mail?.text).toContain('Dear Yui Tanaka,');
    expect(mail?.text).toContain(`Reservation number: ${booked.number}`);
    expect(mail?.text).toContain('Nights: 2');
    expect(mail?.text).toMatch(/Room 1: .+ \/ .+\n {2}Adults: 2 · Children: 0/);
    expect(mail?.text).toContain('Late check-out until 14:00 × 1');
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(booked.data.reservation.total_price);
    const { tax, extras } = booked.data.reservation as { tax: number; extras: Array<{ tax: number }> };
    const taxIncluded = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(tax + (extras[0]?.tax ?? 0));
    expect(extras[0]?.tax).toBeGreaterThan(0);
    // The tax said is the rooms' and the late check-out's together.
    expect(mail?.text).toContain(`Total: ${total} (of which tax ${taxIncluded})`);
    expect(mail?.text).toContain(`To pay at the hotel: ${total}`);
    expect(mail?.text).toContain('Cancellation policy:\n- Free cancellation until');
    expect(mail?.text).toContain(`/search?code=sakura-ginza&number=${booked.number}&locale=en`);
    const calendar = calendarOf(mail!);
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${booked.checkin.replaceAll('-', '')}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${booked.checkout.replaceAll('-', '')}`);
    expect(calendar).toContain('METHOD:PUBLISH');

    // The hotel is told too, in its own language.
    const notice = relay.to(HOTEL_DESK).find((m) => m.subject?.includes(booked.number));
    expect(notice?.subject).toBe(`新規予約 ${booked.number}`);
    expect(notice?.text).toContain('mail.en@example.com');
    // The stay as the hotel reads it, not as the guest did: its rooms and extras named in Japanese.
    expect(notice?.text).toContain('モデレートダブル');
    expect(notice?.text).toContain('14時までのレイトチェックアウト × 1');
    expect(notice?.text).not.toMatch(/Moderate Double|Late check-out/);
  });

  it('writes to a Japanese guest in Japanese, family name first', async () => {
    const booked = await book({ days: 41, locale: 'ja', email: 'mail.ja@example.com' });
    await t.app.jobs.runDue();
    const [mail] = relay.to('mail.ja@example.com');
    expect(mail?.subject).toMatch(new RegExp(`^【.+】ご予約確定のお知らせ（予約番号 ${booked.number}）$`));
    expect(mail?.text).toContain('Tanaka Yui 様');
    expect(mail?.text).toContain('ご予約が確定しました');
    expect(mail?.text).toContain('キャンセルポリシー:\n- ');
    expect(mail?.text).toContain('まで無料でキャンセルできます');
  });

  it('writes to an Arabic guest in Arabic, and tells of a change and a cancellation with the fee', async () => {
    const booked = await book({ days: 42, locale: 'ar', email: 'mail.ar@example.com' });
    await t.app.jobs.runDue();
    const [confirmed] = relay.to('mail.ar@example.com');
    expect(confirmed?.subject).toContain(`تم تأكيد حجزك رقم ${booked.number}`);
    expect(confirmed?.text).toContain('إلغاء مجاني حتى');

    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.number}/guests`,
      payload: {
        bypass_token: booked.bypass_token,
        version: booked.data.reservation.version,
        guest: { first_name: 'Layla', last_name: 'Haddad', email: 'mail.ar@example.com', phone: '+971501234567' },
        rooms: booked.data.reservation.rooms.map((r: { id: number }) => ({ id: r.id, first_name: 'Layla', last_name: 'Haddad' })),
      },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const change = relay.to('mail.ar@example.com')[1];
    expect(change?.subject).toContain(`تم تعديل حجزك رقم ${booked.number}`);
    expect(change?.text).toContain('Layla Haddad');

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${booked.number}/cancel`,
      payload: { bypass_token: booked.bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const cancellation = relay.to('mail.ar@example.com')[2];
    expect(cancellation?.subject).toContain(`تم إلغاء حجزك رقم ${booked.number}`);
    expect(cancellation?.text).toMatch(/رسوم الإلغاء: .*0/);
    expect(calendarOf(cancellation!)).toContain('STATUS:CANCELLED');
    expect(
      relay
        .to(HOTEL_DESK)
        .filter((m) => m.subject?.includes(booked.number))
        .map((m) => m.subject),
    ).toEqual([`新規予約 ${booked.number}`, `予約変更 ${booked.number}`, `予約キャンセル ${booked.number}`]);
  });

  it('tells of a cancelled card deposit what went back to the card, and links to see the booking, not to change it', async () => {
    const [checkin, checkout] = [tokyoDate(46), tokyoDate(47)];
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 5, sold: 0 });
    const email = 'mail.refund@example.com';
    const booked = await bookWithCard(t.app, session, {
      number: '4242424242424242',
      checkin,
      checkout,
      roomPlanCode: 'MOD-DBL-BF',
      paymentType: 'credit_card_deposit',
      email,
    });
    const { reservation_number: number, bypass_token, reservation } = booked.json().data;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/reservations/${number}/cancel`,
      payload: { bypass_token, cancellation_fee_displayed: 0 },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const cancellation = relay.to(email).find((mail) => mail.subject?.includes('is cancelled'));
    const deposit = `¥${(reservation.deposit.amount as number).toLocaleString('en-US')}`;
    expect(cancellation?.text).toContain(`Returned to your card: ${deposit}`);
    expect(cancellation?.text).toContain('See your booking (with your reservation number and email):');
    expect(cancellation?.text).not.toContain('See or change your booking');
  });

  it('tells a guest whose card check was left open that no booking was made, and sends a payment link in Arabic', async () => {
    const checkin = tokyoDate(44);
    await setTokyoStock(t.db, 'MOD-DBL', checkin, tokyoDate(45), { total: 5, sold: 0 });
    const left = await bookWithCard(t.app, session, {
      number: '4000000000003220',
      checkin,
      checkout: tokyoDate(45),
      email: 'mail.3ds@example.com',
    });
    const { reservation_number: number } = left.json().data;
    await t.app.jobs.runDue(new Date(Date.now() + 16 * 60_000));
    const [abandoned] = relay.to('mail.3ds@example.com');
    expect(abandoned?.subject).toBe(`Sakura Hotel Ginza: your payment was not completed, booking ${number} was not made`);
    expect(abandoned?.text).toContain('no payment was taken and the rooms were released');
    // Nothing to manage: the mail carries no link to a booking that does not stand.
    expect(abandoned?.text).not.toContain('/search?');

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/hotels/sakura-ginza/payment_links',
      headers: { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` },
      payload: { amount: 7_700, description: 'Airport transfer', email: 'mail.link@example.com', locale: 'ar' },
    });
    expect(link.statusCode).toBe(201);
    const [mail] = relay.to('mail.link@example.com');
    expect(mail?.subject).toBe('Sakura Hotel Ginza: طلب دفع');
    expect(mail?.text).toContain('المبلغ:');
    expect(mail?.text).toContain(link.json().data.payment_link.url);
  });

  it('keeps the booking and its mail while SMTP is down, and sends the mail once when it is back', async () => {
    await relay.stop();
    const booked = await book({ days: 43, locale: 'en', email: 'mail.down@example.com' });
    expect(booked.data.reservation.status).toBe('done');
    await t.app.jobs.runDue();
    const waiting = await t.db
      .selectFrom('outbox_mails')
      .select(['sent_at', 'last_error'])
      .where('to_address', '=', 'mail.down@example.com')
      .executeTakeFirstOrThrow();
    expect(waiting.sent_at).toBeNull();
    expect(waiting.last_error).toEqual(expect.any(String));

    await relay.start();
    // Two runners at once, as two servers would: the mail goes out once.
    const later = new Date(Date.now() + 5 * 60_000);
    await Promise.all([t.app.jobs.runDue(later), t.app.jobs.runDue(later)]);
    expect(relay.to('mail.down@example.com').map((m) => m.subject)).toEqual([
      `Sakura Hotel Ginza: your booking ${booked.number} is confirmed`,
    ]);
    await t.app.jobs.runDue(new Date(Date.now() + 60 * 60_000));
    expect(relay.to('mail.down@example.com')).toHaveLength(1);
  });
});
