import { sql, type Kysely } from 'kysely';

/**
 * A notice of changed stock carries the rows' new values (ADR 0084): per room type
 * "id:first:last=day:free:min_stay;…", days counted from `first`, free rooms as search counts them
 * (none on a closed night). A server applies them to its grid without reading the table again.
 * Deleted rows, and a change whose values would not fit PostgreSQL's 8,000-byte limit, are named
 * by their range only, as before (migration 0032): the server reads those again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION notify_inventory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE payload text;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        SELECT string_agg(room_type_id || ':' || first || ':' || last || '=' || days, ',') INTO payload
        FROM (
          SELECT c.room_type_id, g.first, g.last,
            string_agg((c.stay_date - g.first) || ':' || (CASE WHEN c.stop_sell THEN 0 ELSE c.total - c.sold END) || ':' || c.min_stay,
              ';' ORDER BY c.stay_date) AS days
          FROM changed c
          JOIN (SELECT room_type_id, min(stay_date) AS first, max(stay_date) AS last FROM changed GROUP BY room_type_id) AS g USING (room_type_id)
          GROUP BY c.room_type_id, g.first, g.last
        ) AS told;
      END IF;
      IF payload IS NULL OR length(payload) > 7900 THEN
        SELECT string_agg(room_type_id || ':' || first || ':' || last, ',') INTO payload
        FROM (SELECT room_type_id, min(stay_date) AS first, max(stay_date) AS last FROM changed GROUP BY room_type_id) AS ranges;
      END IF;
      IF payload IS NOT NULL THEN
        PERFORM pg_notify('yado_stock', CASE WHEN length(payload) > 7900 THEN '*' ELSE payload END);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
