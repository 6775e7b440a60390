import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { hotelsRepository } from './repository';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());

describe('catalogue versions', () => {
  it("change for the hotel whose catalogue changed (a plan, a room plan, a policy), and for no other's", async () => {
    const repository = hotelsRepository(t.db);
    const codes = (await t.db.selectFrom('hotels').select('code').execute()).map((h) => h.code);
    const changes = [
      sql`UPDATE plans SET name = name || ' ' WHERE hotel_id = (SELECT id FROM hotels WHERE code = 'yu-hakone')`,
      sql`UPDATE room_plans SET sale_limit = 5 WHERE id = (SELECT rp.id FROM room_plans rp JOIN room_types rt ON rt.id = rp.room_type_id
            JOIN hotels h ON h.id = rt.hotel_id WHERE h.code = 'yu-hakone' ORDER BY rp.id DESC LIMIT 1)`,
      sql`UPDATE cancellation_policies SET name = name || ' ' WHERE hotel_id = (SELECT id FROM hotels WHERE code = 'yu-hakone')`,
    ];
    for (const change of changes) {
      const before = await repository.catalogueVersions(codes);
      await change.execute(t.db);
      const after = await repository.catalogueVersions(codes);
      expect(after.get('yu-hakone')).not.toBe(before.get('yu-hakone'));
      for (const [code, version] of before) if (code !== 'yu-hakone') expect([code, after.get(code)]).toEqual([code, version]);
    }
  });

  it('are read for the hotels asked about only, and for none when none is asked about', async () => {
    const repository = hotelsRepository(t.db);
    const all = await repository.catalogueVersions((await t.db.selectFrom('hotels').select('code').execute()).map((h) => h.code));
    const some = await repository.catalogueVersions(['yu-hakone', 'sakura-ginza', 'no-such-hotel']);
    expect([...some.keys()].sort()).toEqual(['sakura-ginza', 'yu-hakone']);
    for (const [code, version] of some) expect(version).toBe(all.get(code));
    expect((await repository.catalogueVersions([])).size).toBe(0);
  });
});
