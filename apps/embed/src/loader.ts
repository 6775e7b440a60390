/**
 * Yado embed loader: one script tag on a hotel's page (docs/embedding.md).
 *
 *   <script src="https://booking.example/embed/loader.js" async></script>
 *   <button data-yado-hotel="sakura-ginza">Book now</button>                     overlay
 *   <a href="#" data-yado-hotel="sakura-ginza" data-yado-mode="tab">Book</a>     new tab
 *   <div data-yado-hotel="sakura-ginza" data-yado-mode="inline" style="height:760px"></div>
 *   <div data-yado-hotel="sakura-ginza" data-yado-widget="recommender" data-yado-mode="inline"></div>  room recommender
 *
 * or from script: Yado.open({ hotel, mode, container }), Yado.on('ga4Event', ...).
 */
import { envelope, readEnvelope, WIDGET_EVENT_TYPES, type HostCommands } from '@yado/domain/host-messages';
import type { OpenOptions, YadoEmbed } from './api';

type Listener = (payload: unknown) => void;

const script = document.currentScript as HTMLScriptElement | null;
const widgetOrigin = script ? new URL(script.src).origin : location.origin;
const frames = new Set<HTMLIFrameElement>();
const listeners: Record<string, Listener[]> = {};
const chosen: { locale?: string; currency?: string } = {};
let overlay: { element: HTMLElement; frame: HTMLIFrameElement; returnFocus: Element | null; restore: () => void } | null = null;

function widgetUrl(options: OpenOptions, closable: boolean): string {
  const url = new URL(options.widget === 'recommender' ? '/recommender-widget' : '/booking/result', widgetOrigin);
  const params: Record<string, string | undefined> = {
    ...options.params,
    code: options.hotel,
    locale: options.locale ?? chosen.locale,
    currency: options.currency ?? chosen.currency,
    parentUrl: location.href,
    parentPathname: location.pathname,
    closable: closable ? 'true' : undefined,
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

function createFrame(options: OpenOptions, closable: boolean, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = widgetUrl(options, closable);
  frame.title = title;
  frame.allow = 'payment';
  frame.style.cssText = 'display:block;width:100%;height:100%;border:0;background:#fff';
  frames.add(frame);
  return frame;
}

function onKey(event: KeyboardEvent) {
  if (event.key === 'Escape') close();
}

function close() {
  if (!overlay) return;
  const { element, frame, returnFocus, restore } = overlay;
  overlay = null;
  frames.delete(frame);
  element.remove();
  restore();
  document.removeEventListener('keydown', onKey);
  if (returnFocus instanceof HTMLElement) returnFocus.focus();
}

/**
 * While the dialog is open the page behind is inert (Tab cannot reach it, screen readers skip it)
 * and stops scrolling without widening when its scrollbar goes.
 */
function holdPage(dialog: HTMLElement): () => void {
  const root = document.documentElement;
  const before = { overflow: root.style.overflow, padding: root.style.paddingRight };
  const scrollbar = innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  const made = [...document.body.children].filter((el): el is HTMLElement => el !== dialog && el instanceof HTMLElement && !el.inert);
  for (const el of made) el.inert = true;
  return () => {
    root.style.overflow = before.overflow;
    root.style.paddingRight = before.padding;
    for (const el of made) el.inert = false;
  };
}

function openOverlay(options: OpenOptions, title: string) {
  close();
  const element = document.createElement('div');
  element.setAttribute('role', 'dialog');
  element.setAttribute('aria-modal', 'true');
  element.setAttribute('aria-label', title);
  element.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;background:rgba(16,24,40,.55);display:flex;align-items:center;justify-content:center';
  const box = document.createElement('div');
  box.style.cssText = 'width:min(1100px,96vw);height:min(900px,92vh);border-radius:12px;overflow:hidden;background:#fff';
  const frame = createFrame(options, true, title);
  box.append(frame);
  element.append(box);
  element.addEventListener('click', (event) => event.target === element && close());
  document.body.append(element);
  overlay = { element, frame, returnFocus: document.activeElement, restore: holdPage(element) };
  document.addEventListener('keydown', onKey);
  frame.focus();
}

/** Fills the container's own box, so the page around does not move; 760px tall when it has none. */
function openInline(options: OpenOptions, title: string) {
  const target = typeof options.container === 'string' ? document.querySelector<HTMLElement>(options.container) : options.container;
  if (!target) throw new Error(`Yado: no container ${String(options.container)}`);
  for (const old of target.querySelectorAll('iframe')) frames.delete(old);
  if (target.getBoundingClientRect().height === 0) target.style.height = '760px';
  target.replaceChildren(createFrame(options, false, title));
}

function open(options: OpenOptions, title = 'Booking') {
  if (options.mode === 'tab') window.open(widgetUrl(options, false), '_blank', 'noopener');
  else if (options.mode === 'inline') openInline(options, title);
  else openOverlay(options, title);
}

function send<K extends keyof HostCommands>(type: K, payload: HostCommands[K]) {
  for (const frame of frames) frame.contentWindow?.postMessage(envelope(type, payload), widgetOrigin);
}

/** What the page does itself for some widget events, before the hotel's own listeners. */
function handle(type: string, payload: Record<string, unknown>, from: HTMLIFrameElement) {
  if (type === 'close' && overlay?.frame === from) close();
  if (type === 'removeQuery' && Array.isArray(payload.keys)) {
    const url = new URL(location.href);
    for (const key of payload.keys) url.searchParams.delete(String(key));
    history.replaceState(history.state, '', url);
  }
  const gtag = (window as { gtag?: (...args: unknown[]) => void }).gtag;
  if (type === 'ga4Event' && gtag) gtag('event', payload.name, payload.params);
}

addEventListener('message', (event) => {
  if (event.origin !== widgetOrigin) return;
  const from = [...frames].find((frame) => frame.contentWindow === event.source);
  const message = from && readEnvelope(event.data, WIDGET_EVENT_TYPES);
  if (!from || !message) return;
  const payload = message.payload as Record<string, unknown>;
  handle(message.type, payload, from);
  for (const listener of listeners[message.type] ?? []) listener(payload);
});

function optionsOf(element: HTMLElement): OpenOptions | null {
  const { yadoHotel, yadoMode, yadoLocale, yadoCurrency, yadoWidget } = element.dataset;
  if (!yadoHotel) return null;
  const mode = yadoMode === 'inline' || yadoMode === 'tab' ? yadoMode : 'overlay';
  const widget = yadoWidget === 'recommender' ? yadoWidget : 'booking';
  return { hotel: yadoHotel, mode, widget, locale: yadoLocale, currency: yadoCurrency, container: element };
}

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-yado-hotel]');
  const options = trigger && optionsOf(trigger);
  if (!trigger || !options || options.mode === 'inline') return;
  event.preventDefault();
  open(options, trigger.textContent?.trim() || 'Booking');
});

function mountInline() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-yado-mode="inline"][data-yado-hotel]')) {
    const options = optionsOf(element);
    if (options && !element.querySelector('iframe')) open(options, element.getAttribute('aria-label') ?? 'Booking');
  }
}

const api: YadoEmbed = {
  version: 1,
  open: (options) => open(options),
  close,
  setLocale(locale) {
    chosen.locale = locale;
    send('setLocale', { locale });
  },
  setCurrency(currency) {
    chosen.currency = currency;
    send('setCurrency', { currency });
  },
  on(type, handler) {
    const list = (listeners[type] ??= []);
    list.push(handler as Listener);
    return () => {
      const index = list.indexOf(handler as Listener);
      if (index >= 0) list.splice(index, 1);
    };
  },
};
(window as { Yado?: YadoEmbed }).Yado = api;

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountInline);
else mountInline();
document.dispatchEvent(new Event('yado:ready'));
