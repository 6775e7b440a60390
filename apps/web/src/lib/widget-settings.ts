import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Locale } from '@yado/domain/locales';
import type { WidgetSettings } from '@yado/domain/wire/hotels';
import { apiRequest } from './api-client';
import { settingsCall } from './start-up-calls';

/** The start-up settings as the API declares them (§3). */
export type { InitSettings, WidgetSettings } from '@yado/domain/wire/hotels';

/** GET hotels/{code}/settings/booking_widget: the start-up response (§3). */
export const settingsQuery = (code: string, locale: string) =>
  queryOptions({
    queryKey: ['settings', code, locale],
    queryFn: async () => {
      const { path, query } = settingsCall(code);
      return (await apiRequest<{ data: WidgetSettings }>(path, { query })).data;
    },
    staleTime: 5 * 60_000,
  });

export interface Widget {
  code: string;
  locale: Locale;
  settings: WidgetSettings;
}

export const WidgetContext = createContext<Widget | null>(null);

/** The hotel the widget was started for, its settings and the UI locale. */
export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('useWidget outside WidgetContext');
  return widget;
}

export function useSettings(code: string, locale: string) {
  return useSuspenseQuery(settingsQuery(code, locale)).data;
}
