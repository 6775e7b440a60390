import { nameField } from '@yado/domain/validation';

type Names = { first_name?: string; last_name?: string };

const englishName = nameField('english');

/**
 * What the first room's staying guest takes from the booker: each part of the name that is in
 * English letters (the staying guest's rule); a part in another script leaves the field empty.
 */
export function stayingGuestFromBooker(booker: Names): { first_name: string; last_name: string } {
  const english = (value = '') => (englishName.safeParse(value).success ? value.trim() : '');
  return { first_name: english(booker.first_name), last_name: english(booker.last_name) };
}

/** Whether the staying guest still follows the booker: empty, or exactly what was taken from the booker. */
export function followsBooker(stayingGuest: Names | undefined, booker: Names): boolean {
  const first = stayingGuest?.first_name ?? '';
  const last = stayingGuest?.last_name ?? '';
  const taken = stayingGuestFromBooker(booker);
  return (first === '' && last === '') || (first === taken.first_name && last === taken.last_name);
}
