import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { MAX_ATTACHMENT_BYTES, UNCLAIMED_ATTACHMENT_HOURS } from '@yado/domain/questions';
import { testConfig } from '../../config';
import { demoStaffKey } from '../../db/seed/staff-keys';
import { DEMO_CORPORATE_PASSWORD } from '../../db/seed/organizations';
import { bookingBody, firstError, quotedTotal, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await startTestApp({ config: { LOOKUP_RATE_LIMIT: 1000 } });
  session = await t.session();
});
afterAll(async () => t.close());

/** What the console does after changing the hotel's questions: this server reads its catalogue afresh. */
const hotelChangedQuestions = () => t.app.hotels.catalogueChanged('sakura-ginza');

interface Listed {
  id: number;
  question_type: string;
  text: string;
  options: Array<{ value: string; label: string }>;
}

async function questions(query: string, locale = 'en'): Promise<Listed[]> {
  const response = await t.app.inject({ url: `/api/v1/hotels/sakura-ginza/additional_questions?${query}&locale=${locale}` });
  expect(response.statusCode).toBe(200);
  return response.json().data.questions;
}

async function book(answers: object[], input: { rooms?: number; roomPlanCode?: string } = {}) {
  const [checkin, checkout] = [tokyoDate(26), tokyoDate(27)];
  const roomPlanCode = input.roomPlanCode ?? 'MOD-DBL-RO';
  const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode, rooms: input.rooms ?? 1 });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/hotels/sakura-ginza/reservations',
    headers: { 'client-session': session },
    payload: { ...bookingBody({ checkin, checkout, totalCents, roomPlanCode, rooms: input.rooms ?? 1 }), answers },
  });
}

/** One file as a browser's form would send it. */
function upload(file: { name: string; type: string; bytes: Buffer }, clientSession = session) {
  const boundary = '----yado-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/file_attachments',
    headers: { 'client-session': clientSession, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('additional questions (§3)', () => {
  it('lists the questions asked while booking, in the guest language, and those of the confirmation screen apart', async () => {
    const booking = await questions('place=place_booking_process', 'ja');
    expect(booking.map((q) => q.question_type)).toEqual(['notification', 'checkin', 'people_per_room', 'free']);
    expect(booking[1]?.text).toBe('ご到着予定時刻をお知らせください。');
    expect(booking[3]?.options).toEqual([
      { value: 'soft', label: 'やわらかめ（羽毛）' },
      { value: 'firm', label: 'かため（そば殻）' },
    ]);
    expect((await questions('place=place_confirmation_screen')).map((q) => q.question_type)).toEqual(['free']);
  });

  it('follows a question changed by another server once this one reads its catalogue again', async () => {
    const asked = async () => (await questions('place=place_booking_process')).map((q) => q.question_type);
    expect(await asked()).toContain('free');
    const { id } = await t.db
      .selectFrom('additional_questions')
      .select('additional_questions.id')
      .innerJoin('hotels', 'hotels.id', 'additional_questions.hotel_id')
      .where('hotels.code', '=', 'sakura-ginza')
      .where('place', '=', 'place_booking_process')
      .where('question_type', '=', 'free')
      .executeTakeFirstOrThrow();
    // Changed straight in the database, as another server's console would: this one is told nothing.
    const setMode = (mode: 'do_not_ask' | 'optional' | 'required') =>
      t.db.updateTable('additional_questions').set({ mode }).where('id', '=', id).execute();
    const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
    const { mode } = await t.db.selectFrom('additional_questions').select('mode').where('id', '=', id).executeTakeFirstOrThrow();
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      await setMode('do_not_ask');
      later(31);
      await vi.waitFor(async () => expect(await asked()).not.toContain('free'), { timeout: 5_000, interval: 50 });
      // A check finding nothing changed comes first: later checks must still see what changes after it.
      later(31);
      await asked();
      await vi.waitFor(async () => expect(await asked()).not.toContain('free'), { timeout: 5_000, interval: 50 });
      await setMode(mode);
      later(31);
      await vi.waitFor(async () => expect(await asked()).toContain('free'), { timeout: 5_000, interval: 50 });
    } finally {
      vi.useRealTimers();
      await setMode(mode);
    }
  });

  it('shows a question only for its plans and inside its display window', async () => {
    await sql`INSERT INTO additional_questions (hotel_id, question_type, text, hotel_plan_codes, display_start_date, position)
      VALUES (1, 'free', 'Breakfast allergies?', '{BF}', ${tokyoDate(-1)}, 9),
             (1, 'free', 'Old question', '{}', NULL, 10)`.execute(t.db);
    hotelChangedQuestions();
    await sql`UPDATE additional_questions SET display_end_date = ${tokyoDate(-1)} WHERE text = 'Old question'`.execute(t.db);
    hotelChangedQuestions();
    const texts = async (plans: string) => (await questions(`hotel_plan_codes=${plans}`)).map((q) => q.text);
    expect(await texts('BF')).toContain('Breakfast allergies?');
    expect(await texts('RO')).not.toContain('Breakfast allergies?');
    expect(await texts('RO,BF')).not.toContain('Old question');
  });

  it('shows notifications by their labels: a brand one only when labelled for this hotel or all', async () => {
    await sql`INSERT INTO additional_questions (hotel_id, question_type, text, ownable_type, labels, position)
      VALUES (1, 'notification', 'Brand news for every hotel', 'HotelBrand', '{all_facilities}', 11),
             (1, 'notification', 'Brand news for another hotel', 'HotelBrand', '{facility_formosa-daan}', 12),
             (1, 'notification', 'For gold members', 'Hotel', '{membership_rank_2}', 13)`.execute(t.db);
    hotelChangedQuestions();
    const texts = (await questions('place=place_booking_process')).map((q) => q.text);
    expect(texts).toContain('Brand news for every hotel');
    expect(texts).not.toContain('Brand news for another hotel');
    expect(texts).not.toContain('For gold members');
  });

  it('shows a notice labelled for an organization to its corporate users only', async () => {
    const organization = await t.db.selectFrom('organizations').select('id').where('code', '=', 'kaede').executeTakeFirstOrThrow();
    await sql`INSERT INTO additional_questions (hotel_id, question_type, text, ownable_type, labels, position)
      VALUES (1, 'notification', 'Kaede Trading: invoices go to the head office', 'Hotel', ${sql.raw(`'{membership_organization_${organization.id}}'`)}, 14)`.execute(
      t.db,
    );
    hotelChangedQuestions();
    const signIn = async (accountId: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/organization/sign_in',
          payload: { account_id: accountId, password: DEMO_CORPORATE_PASSWORD },
        })
      ).json().data.access_token as string;
    const seenBy = async (token?: string) =>
      (
        await t.app.inject({
          url: '/api/v1/hotels/sakura-ginza/additional_questions?place=place_booking_process',
          headers: token ? { 'organization-session': token } : {},
        })
      )
        .json()
        .data.questions.map((q: { text: string }) => q.text);
    expect(await seenBy(await signIn('kaede-travel'))).toContain('Kaede Trading: invoices go to the head office');
    expect(await seenBy(await signIn('minato-admin'))).not.toContain('Kaede Trading: invoices go to the head office');
    expect(await seenBy()).not.toContain('Kaede Trading: invoices go to the head office');
  });

  it('keeps the answers given while booking, per room, and refuses wrong ones field by field', async () => {
    const [, arrival, people, pillow] = await questions('place=place_booking_process');
    const good = [
      { question_id: arrival!.id, rooms: [{ room: 0, checkin_time: '21:30' }] },
      { question_id: people!.id, rooms: [{ room: 0, men_count: 1, women_count: 1 }] },
      { question_id: pillow!.id, answer: 'firm' },
    ];
    const booked = await book(good);
    expect(booked.statusCode).toBe(201);
    const { reservation } = booked.json().data;
    const roomId = reservation.rooms[0].id;
    expect(reservation.answers).toEqual([
      { question_id: arrival!.id, answer: null, rooms: [{ reservation_hotel_room_id: roomId, checkin_time: '21:30' }], attachment_ids: [] },
      {
        question_id: people!.id,
        answer: null,
        rooms: [{ reservation_hotel_room_id: roomId, men_count: 1, women_count: 1 }],
        attachment_ids: [],
      },
      { question_id: pillow!.id, answer: 'firm', rooms: [], attachment_ids: [] },
    ]);

    const wrong = await book([
      { question_id: arrival!.id, rooms: [{ room: 0, checkin_time: '25:00' }] },
      { question_id: people!.id, rooms: [{ room: 0, men_count: 2, women_count: 1 }] },
      { question_id: pillow!.id, answer: 'x'.repeat(256) },
    ]);
    expect(wrong.statusCode).toBe(422);
    const fields = firstError(wrong.json()).details.base.map((b) => b.field);
    expect(fields).toEqual(expect.arrayContaining(['answers.0.rooms.0.checkin_time', 'answers.2.answer']));
    const mismatch = await book([
      { question_id: people!.id, rooms: [{ room: 0, men_count: 2, women_count: 1 }] },
      { question_id: pillow!.id, answer: 'feather' },
    ]);
    expect(firstError(mismatch.json()).details.base).toEqual([
      expect.objectContaining({ field: 'answers.0.rooms.0.men_count', message: 'validation.people_count' }),
      expect.objectContaining({ field: 'answers.1.answer', message: 'validation.answer_option' }),
    ]);
  });

  it('needs an answer to a required question, for every room', async () => {
    await sql`UPDATE additional_questions SET mode = 'required' WHERE question_type = 'checkin'`.execute(t.db);
    hotelChangedQuestions();
    try {
      const [, arrival] = await questions('place=place_booking_process');
      const missing = await book([{ question_id: arrival!.id, rooms: [{ room: 0, checkin_time: '15:00' }] }], { rooms: 2 });
      expect(firstError(missing.json()).details.base).toEqual([
        expect.objectContaining({ field: 'answers.0.rooms.1.checkin_time', message: 'validation.required' }),
      ]);
    } finally {
      await sql`UPDATE additional_questions SET mode = 'optional' WHERE question_type = 'checkin'`.execute(t.db);
      hotelChangedQuestions();
    }
  });

  it('takes an image or a PDF up to 80 MB, and nothing else', async () => {
    const saved = await upload({ name: 'passport.png', type: 'image/png', bytes: PNG });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({ filename: 'passport.png', content_type: 'image/png', size: PNG.length });
    const text = await upload({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') });
    expect(firstError(text.json()).code).toBe(1251);
    const huge = await upload({ name: 'huge.png', type: 'image/png', bytes: Buffer.alloc(MAX_ATTACHMENT_BYTES + 1) });
    expect(firstError(huge.json()).code).toBe(1251);
    const kept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM file_attachments WHERE filename = 'huge.png'`.execute(t.db);
    expect(kept.rows[0]?.n).toBe(0);
  });

  it('refuses a file name the database cannot keep as invalid (1000), not a failed query', async () => {
    const refused = await upload({ name: 'pass\u0000port.png', type: 'image/png', bytes: PNG });
    expect([refused.statusCode, firstError(refused.json()).details.base[0]]).toEqual([
      422,
      expect.objectContaining({ code: 1000, field: 'filename' }),
    ]);
  });

  it('answers the confirmation-screen question with an attachment only the uploader can give', async () => {
    const booked = (await book([])).json().data;
    const credentials = `bypass_token=${booked.bypass_token}`;
    const asked = await t.app.inject({ url: `/api/v1/reservations/${booked.reservation_number}/additional_questions?${credentials}` });
    expect(asked.statusCode).toBe(200);
    const [question] = asked.json().data.questions;
    expect(asked.json().data.answers).toEqual([]);

    const mine = (await upload({ name: 'allergy-card.png', type: 'image/png', bytes: PNG })).json().data.id;
    const someoneElses = (await upload({ name: 'x.png', type: 'image/png', bytes: PNG }, await t.session())).json().data.id;
    const answer = (attachment: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/reservations/${booked.reservation_number}/additional_questions`,
        headers: { 'client-session': session },
        payload: {
          bypass_token: booked.bypass_token,
          answers: [{ question_id: question.id, answer: 'Nut allergy: card attached', attachment_ids: [attachment] }],
        },
      });
    expect(firstError((await answer(someoneElses)).json()).code).toBe(1252);
    const answered = await answer(mine);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.reservation.answers).toEqual([
      { question_id: question.id, answer: 'Nut allergy: card attached', rooms: [], attachment_ids: [mine] },
    ]);
    const claimed = await sql<{ reservation_number: string }>`SELECT r.reservation_number FROM file_attachments f
      JOIN reservations r ON r.id = f.reservation_id WHERE f.id = ${mine}`.execute(t.db);
    expect(claimed.rows[0]?.reservation_number).toBe(booked.reservation_number);
  });

  it('deletes an upload no answer claimed after a day, file and all, and keeps a claimed one', async () => {
    const booked = (await book([])).json().data;
    const asked = await t.app.inject({
      url: `/api/v1/reservations/${booked.reservation_number}/additional_questions?bypass_token=${booked.bypass_token}`,
    });
    const [question] = asked.json().data.questions;
    const kept = (await upload({ name: 'kept.png', type: 'image/png', bytes: PNG })).json().data.id as string;
    const left = (await upload({ name: 'left.png', type: 'image/png', bytes: PNG })).json().data.id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/reservations/${booked.reservation_number}/additional_questions`,
      headers: { 'client-session': session },
      payload: {
        bypass_token: booked.bypass_token,
        answers: [{ question_id: question.id, answer: 'Card attached', attachment_ids: [kept] }],
      },
    });
    const stored = async () =>
      (await sql<{ id: string }>`SELECT id FROM file_attachments WHERE id IN (${kept}, ${left}) ORDER BY filename`.execute(t.db)).rows.map(
        (r) => r.id,
      );
    const onDisk = (id: string) =>
      access(path.join(testConfig().UPLOAD_DIR, id)).then(
        () => true,
        () => false,
      );

    // Within the day both stay.
    await t.app.jobs.runDue(new Date(Date.now() + (UNCLAIMED_ATTACHMENT_HOURS - 1) * 3_600_000));
    expect(await stored()).toEqual([kept, left]);
    await t.app.jobs.runDue(new Date(Date.now() + (UNCLAIMED_ATTACHMENT_HOURS + 1) * 3_600_000));
    expect(await stored()).toEqual([kept]);
    expect([await onDisk(kept), await onDisk(left)]).toEqual([true, false]);
    // The claimed file still opens for the hotel's staff.
    const file = await t.app.inject({
      url: `/api/v1/staff/hotels/sakura-ginza/reservations/${booked.reservation_number}/attachments/${kept}`,
      headers: { authorization: `Bearer ${demoStaffKey('sakura-ginza')}` },
    });
    expect(file.statusCode).toBe(200);
  });
});
