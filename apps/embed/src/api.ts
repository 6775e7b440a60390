import type { WidgetEvents } from '@yado/domain/host-messages';

/** Where the widget opens: over the page, inside a container of the page, or in a new tab. */
export type OpenMode = 'overlay' | 'inline' | 'tab';

export interface OpenOptions {
  /** The hotel code (§2 `code`). */
  hotel: string;
  mode?: OpenMode;
  /** Which widget: the booking widget (its results), or the room recommender's small form (recommender-widget). */
  widget?: 'booking' | 'recommender';
  /** For inline: the element, or a CSS selector for it, whose reserved box the widget fills. */
  container?: HTMLElement | string;
  locale?: string;
  currency?: string;
  /** More start-up parameters of §2 (checkin, adults, promo_code, ...). */
  params?: Record<string, string>;
}

/** `window.Yado`, set when the loader has run (it then dispatches `yado:ready` on document). */
export interface YadoEmbed {
  readonly version: 1;
  open(options: OpenOptions): void;
  /** Closes the overlay, if one is open. */
  close(): void;
  /** Changes the language of every open widget and of those opened later. */
  setLocale(locale: string): void;
  setCurrency(currency: string): void;
  /** Listens to a widget event; returns a function that stops listening. */
  on<K extends keyof WidgetEvents>(event: K, handler: (payload: WidgetEvents[K]) => void): () => void;
}
