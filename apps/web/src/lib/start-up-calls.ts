import { searchQuery, type SearchCriteria } from '@yado/domain/search-criteria';

/**
 * The calls a widget page starts with, as path and query for apiRequest: the start-up script
 * (src/boot/start-early.ts) sends them early, and the app then asks for exactly the same.
 */

/** GET hotels/{code}/settings/booking_widget (§3). */
export const settingsCall = (code: string) => ({ path: `/hotels/${encodeURIComponent(code)}/settings/booking_widget`, query: {} });

/** GET hotels/{hotel}/rooms with the search form as query (§7), asking for the next free date when nothing is found. */
export const roomsCall = (code: string, criteria: SearchCriteria) => ({
  path: `/hotels/${encodeURIComponent(code)}/rooms`,
  query: { ...searchQuery(criteria), search_next_available_date_if_no_result: 'true' },
});
