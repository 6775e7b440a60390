import { addDays } from '@yado/domain/dates';
import { benchHotelCode } from './large-catalogue';

/** The parties the measured searches ask for (a child's age, two rooms): warming up takes each of them too. */
const SEARCH_PARTIES = [
  'adults=1',
  'adults=2',
  'adults=2&children=1&kids_ages=5',
  `rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }, { adults: 1 }]))}`,
];

/**
 * Searches that never repeat within a run: hotel × check-in × nights × party, walked so that
 * consecutive requests differ in every part. Nothing one search worked out serves another.
 */
export function unrepeatedSearches(today: string, hotels: number): string[] {
  const paths: string[] = [];
  for (let day = 1; day <= 90; day++)
    for (let nights = 1; nights <= 3; nights++)
      for (const party of SEARCH_PARTIES)
        for (let hotel = 1; hotel <= hotels; hotel++) {
          const checkin = addDays(today, 1 + ((day * 37 + hotel * 11) % 90));
          paths.push(`/api/v1/hotels/${benchHotelCode(hotel)}/rooms?checkin=${checkin}&checkout=${addDays(checkin, nights)}&${party}`);
        }
  return [...new Set(paths)];
}

/** Two-month calendars that never repeat: hotel × first day × party. */
export function unrepeatedCalendars(today: string, hotels: number): string[] {
  const parties = ['adults=1', 'adults=2', 'adults=2&children=1&kids_ages=5', 'adults=3'];
  const paths: string[] = [];
  for (let day = 0; day < 60; day++)
    for (const party of parties)
      for (let hotel = 1; hotel <= hotels; hotel++) {
        const start = addDays(today, day);
        paths.push(
          `/api/v1/hotels/${benchHotelCode(hotel)}/rooms/availability?start_date=${start}&end_date=${addDays(start, 61)}&${party}`,
        );
      }
  return paths;
}

/** Searches a widget repeats: 600 of them, over and over, all of which fit the kept answers. */
export function repeatedSearches(today: string, hotels: number): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 600; i++) {
    const hotel = benchHotelCode(1 + ((i * 7) % Math.min(hotels, 50)));
    const checkin = addDays(today, 1 + ((i * 11) % 60));
    const party = i % 10 === 0 ? `rooms=${encodeURIComponent(JSON.stringify([{ adults: 2 }, { adults: 1 }]))}` : `adults=${1 + (i % 2)}`;
    paths.push(`/api/v1/hotels/${hotel}/rooms?checkin=${checkin}&checkout=${addDays(checkin, 1 + (i % 3))}&${party}`);
  }
  return paths;
}

/**
 * Searches and calendars for warming the server up (the JIT, the grids), none of them among the
 * measured ones: the measured parties, each code path the rows take compiled before they are timed,
 * but for stays of 4–5 nights and calendars of 60 days, which no measured search or calendar asks
 * for, so no answer they leave serves one.
 */
export function warmUpPaths(today: string, hotels: number): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 400; i++) {
    const hotel = benchHotelCode(1 + (i % hotels));
    const day = addDays(today, 1 + ((i * 13) % 90));
    const party = SEARCH_PARTIES[i % SEARCH_PARTIES.length] as string;
    paths.push(`/api/v1/hotels/${hotel}/rooms?checkin=${day}&checkout=${addDays(day, 4 + (i % 2))}&${party}`);
    paths.push(`/api/v1/hotels/${hotel}/rooms/availability?start_date=${day}&end_date=${addDays(day, 60)}&${party}`);
  }
  return paths;
}
