import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { distanceKm, normalizePlaceText, PLACES, placeById, placeSpellings } from './places';

describe('places', () => {
  it('names every place in every locale, and every parent is a city', () => {
    for (const place of PLACES) {
      for (const locale of LOCALES) expect(place.names[locale], `${place.id} ${locale}`).toMatch(/\S/u);
      if (place.parent) expect(placeById(place.parent)?.kind, place.id).toBe('city');
    }
    expect(new Set(PLACES.map((place) => place.id)).size).toBe(PLACES.length);
  });

  it('puts every area, station and landmark near its city', () => {
    for (const place of PLACES.filter((candidate) => candidate.parent)) {
      expect(distanceKm(place, placeById(place.parent!)!), place.id).toBeLessThan(25);
    }
  });

  it('meets spellings that differ only in width, case, spaces and hyphens', () => {
    expect(normalizePlaceText('Shin-Osaka Station')).toBe(normalizePlaceText('ｓｈｉｎ osaka station'));
    expect(placeSpellings(placeById('seoul-myeongdong')!)).toContain('명동');
  });

  it('measures distance on the globe', () => {
    expect(distanceKm(placeById('tokyo')!, placeById('osaka')!)).toBeGreaterThan(390);
    expect(distanceKm(placeById('tokyo')!, placeById('osaka')!)).toBeLessThan(410);
  });
});
