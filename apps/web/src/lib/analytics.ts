import { postToHost } from './host-bridge';
import { inPreview } from './preview';

/** GA4's recommended e-commerce events, as the widget reports them to the hotel's page (ga4Event). */
export type AnalyticsEvent = 'search' | 'begin_checkout' | 'purchase';

/** Reported only to a framing page; the loader hands it to the page's gtag when there is one. */
export function trackEvent(name: AnalyticsEvent, params: Record<string, string | number>) {
  // A preview is the hotel checking its pages, not a guest: nothing is counted.
  if (inPreview()) return;
  postToHost('ga4Event', { name, params });
}
