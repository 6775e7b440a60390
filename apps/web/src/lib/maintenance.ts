import { hotelCodeFrom } from './widget-url';

/** §4: a 503 sends the guest to the maintenance page, for the hotel they were looking at. */
export function showMaintenancePage() {
  if (location.pathname === '/503') return;
  const code = hotelCodeFrom(new URLSearchParams(location.search));
  location.replace(`/503${code ? `?${new URLSearchParams({ code })}` : ''}`);
}
