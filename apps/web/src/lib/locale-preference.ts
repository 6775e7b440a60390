const KEY = 'yado_locale';

/** The language the guest chose last, kept across visits (§3 "Stored locally"). */
export function storedLocale(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: string) {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage can be blocked inside third-party frames; the choice then lasts for this page only.
  }
}
