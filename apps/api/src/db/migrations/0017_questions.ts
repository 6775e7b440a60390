import { sql, type Kysely } from 'kysely';

/**
 * Additional questions (§3) a hotel asks while booking or on the confirmation screen, the answers
 * each reservation gives (per room for times and people), and uploaded attachments: the file lives
 * in storage (local disk by default), its row here until an answer claims it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE additional_questions (
      id serial PRIMARY KEY,
      hotel_id integer NOT NULL REFERENCES hotels (id),
      question_type text NOT NULL CHECK (question_type IN ('checkin', 'checkout', 'people_per_room', 'free', 'notification')),
      answer_type text NOT NULL DEFAULT 'text' CHECK (answer_type IN ('text', 'options')),
      mode text NOT NULL DEFAULT 'optional' CHECK (mode IN ('do_not_ask', 'optional', 'required')),
      text text NOT NULL,
      text_translations jsonb NOT NULL DEFAULT '{}',
      options jsonb NOT NULL DEFAULT '[]',
      hotel_plan_codes text[] NOT NULL DEFAULT '{}',
      display_start_date date,
      display_end_date date,
      ownable_type text NOT NULL DEFAULT 'Hotel' CHECK (ownable_type IN ('Hotel', 'HotelBrand')),
      labels text[] NOT NULL DEFAULT '{}',
      place text NOT NULL DEFAULT 'place_booking_process' CHECK (place IN ('place_booking_process', 'place_confirmation_screen')),
      attachments_allowed boolean NOT NULL DEFAULT false,
      position integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE file_attachments (
      id uuid PRIMARY KEY,
      client_session_id uuid REFERENCES client_sessions (id),
      reservation_id uuid REFERENCES reservations (id),
      storage_key text NOT NULL,
      filename text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE reservation_answers (
      id serial PRIMARY KEY,
      reservation_id uuid NOT NULL REFERENCES reservations (id),
      question_id integer NOT NULL REFERENCES additional_questions (id),
      answer text CHECK (char_length(answer) <= 255),
      rooms jsonb NOT NULL DEFAULT '[]',
      attachment_ids uuid[] NOT NULL DEFAULT '{}',
      answered_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (reservation_id, question_id)
    )`.execute(db);
}
