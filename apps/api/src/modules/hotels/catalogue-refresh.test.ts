import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { observeQueries } from '../../db/observed-dialect';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { hotelsService } from './service';

let t: TestApp;
beforeAll(async () => (t = await startTestApp()));
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const planName = async (hotels: ReturnType<typeof hotelsService>, code: string, planCode: string) =>
  (await hotels.getCatalogue(code)).plans.find((plan) => plan.code === planCode)?.name;

describe('catalogues kept by a server', () => {
  it('are checked together once stale: the changed one read again, the others kept on, their versions read in one query', async () => {
    // Only the clock is faked: the checks of one turn are sent once it ends.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-01-01T00:00:00Z') });
    const hotels = hotelsService(t.db, { publicBaseUrl: 'http://localhost:3000' });
    const kept = await hotels.getCatalogue('yu-hakone');
    expect(await planName(hotels, 'sakura-ginza', 'RO')).not.toBe('Room only, renamed');
    await sql`UPDATE plans SET name = 'Room only, renamed' WHERE hotel_plan_code = 'RO' AND hotel_id = (SELECT id FROM hotels WHERE code = 'sakura-ginza')`.execute(
      t.db,
    );

    let versionReads = 0;
    let catalogueReads = 0;
    const stop = observeQueries(t.db, ({ sql: text }) => {
      if (text.includes('WITH wanted AS')) versionReads++;
      // A catalogue is read from its hotel's row first (loadCatalogue).
      if (/from "hotels" inner join "hotel_brands"/.test(text) && text.includes('"hotels"."code" = $1')) catalogueReads++;
      return () => undefined;
    });
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:31Z'));
      // Both are past their time: each answers what it kept, and has it checked in the background.
      expect(await hotels.getCatalogue('yu-hakone')).toBe(kept);
      await planName(hotels, 'sakura-ginza', 'RO');
      await vi.waitFor(async () => expect(await planName(hotels, 'sakura-ginza', 'RO')).toBe('Room only, renamed'));
      expect(await hotels.getCatalogue('yu-hakone')).toBe(kept);
      expect(versionReads).toBe(1);
      // Only the changed catalogue was read again.
      expect(catalogueReads).toBe(1);
    } finally {
      stop();
    }
  });
});
