import { lazy, type ComponentType } from 'react';
import { loadBookingCatalogue } from '../lib/i18n';

/** A page past the results, loaded on demand together with the text its forms share (the booking catalogue). */
export function withBookingText<K extends string>(name: K, load: () => Promise<Record<K, ComponentType>>) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadBookingCatalogue()]);
    return { default: page[name] };
  });
}
