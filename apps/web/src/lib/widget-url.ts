/** Every widget link carries the hotel code so that any page can be reloaded or shared. */
export function widgetHref(path: string, code: string, params: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams({ code });
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `${path}?${query}`;
}

/** The hotel code a widget URL was opened with: `hotel_code` or `code` (§2 start-up parameters). */
export function hotelCodeFrom(params: URLSearchParams): string | null {
  return params.get('hotel_code') || params.get('code') || null;
}
