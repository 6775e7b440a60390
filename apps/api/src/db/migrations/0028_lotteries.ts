import { sql, type Kysely } from 'kysely';

/**
 * Room lotteries (§3 "Lottery", §4 "Lottery entry", ADR 0029): an event of a hotel sells its plans
 * by draw only; members enter for one room and stay; the draw holds the won room on the entry
 * until its winner books it, or the booking deadline gives it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE lottery_events (
    id uuid PRIMARY KEY,
    hotel_id integer NOT NULL REFERENCES hotels (id),
    name_translations jsonb NOT NULL,
    notification_translations jsonb NOT NULL DEFAULT '{}',
    stay_start date NOT NULL,
    stay_end date NOT NULL,
    min_nights integer NOT NULL DEFAULT 1 CHECK (min_nights >= 1),
    max_nights integer NOT NULL DEFAULT 1,
    entry_deadline timestamptz NOT NULL,
    results_at timestamptz NOT NULL,
    reservation_deadline timestamptz NOT NULL,
    drawn_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (max_nights >= min_nights AND stay_end > stay_start),
    CHECK (entry_deadline <= results_at AND results_at < reservation_deadline)
  )`.execute(db);
  await sql`ALTER TABLE plans ADD COLUMN lottery_event_id uuid REFERENCES lottery_events (id)`.execute(db);
  await sql`CREATE TABLE lottery_entries (
    id uuid PRIMARY KEY,
    entry_number text NOT NULL UNIQUE,
    event_id uuid NOT NULL REFERENCES lottery_events (id),
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('registered', 'not_winner', 'winner', 'registration_cancelled', 'winner_declined', 'winner_expired')),
    room_plan_id integer NOT NULL REFERENCES room_plans (id),
    checkin_date date NOT NULL,
    checkout_date date NOT NULL,
    adults integer NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    first_name_kana text,
    last_name_kana text,
    email text NOT NULL,
    phone text NOT NULL,
    special_request text,
    locale text NOT NULL,
    origin text NOT NULL,
    stock_held boolean NOT NULL DEFAULT false,
    reservation_id uuid REFERENCES reservations (id),
    drawn_at timestamptz,
    cancelled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  // One entry in the running per member and event (§8 3756); cancelled or lost ones do not count.
  await sql`CREATE UNIQUE INDEX lottery_entries_one_live ON lottery_entries (event_id, user_id)
    WHERE status IN ('registered', 'winner')`.execute(db);
  await sql`CREATE INDEX lottery_entries_user ON lottery_entries (user_id, created_at)`.execute(db);
}
