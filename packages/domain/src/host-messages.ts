/**
 * The messages the widget and the page around it (a hotel's page through the embed loader, or a
 * chatbot) exchange with postMessage (§4 host-page messages). Every message is an envelope
 * { protocol, version, type, payload }; a receiver ignores other protocols and versions it does
 * not know, and checks the sender's origin before reading one (docs/embedding.md).
 *
 * Kept free of dependencies: the embed loader bundles it and must stay under 3 KB.
 */
export const HOST_PROTOCOL = 'yado-host';
export const HOST_PROTOCOL_VERSION = 1;

type Empty = Record<string, never>;

/** What the widget tells the page around it. */
export interface WidgetEvents {
  /** The widget has its hotel's settings and shows its first screen. */
  'booking-widget-opened': { hotel_code: string; locale: string; path: string };
  /** The guest closed the widget (its close button, or Escape inside it). */
  close: Empty;
  /** Asks the host page to take these parameters out of its own address (tokens read once). */
  removeQuery: { keys: string[] };
  /** An analytics event for the hotel's GA4 (search, view_item, begin_checkout, purchase). */
  ga4Event: { name: string; params: Record<string, string | number> };
  /** Asks the host page to show its chatbot again (the widget was opened from it and closed). */
  'show-chatbot': Empty;
  /** The guest signed in or out inside the widget. */
  login: { signed_in: boolean };
  /** Asks the chatbot around the widget for its user id; sent every 200 ms until answered. */
  getTriplabotUserId: Empty;
  /** The widget now knows the chatbot's user and session. */
  triplabotSynced: { user_id: string };
}

/** What the page around the widget may ask of it. */
export interface HostCommands {
  setLocale: { locale: string };
  setCurrency: { currency: string };
  /** The host signed the guest out, or in again (§4 session start-up, step 7). */
  login: { action: 'logout' | 'refresh' };
  /** The chatbot's answer to getTriplabotUserId. */
  getTriplabotUserId: { user_id: string };
  /** The chatbot hands over its user and session, so the guest is the same person in both. */
  receiveTriplabotSession: { user_id: string; session: string | null };
  /** Travel companions the chatbot already knows. */
  receiveCompanionInfo: { companions: Array<{ name: string; age: number | null }> };
}

export interface Envelope<K extends string = string, P = unknown> {
  protocol: typeof HOST_PROTOCOL;
  version: typeof HOST_PROTOCOL_VERSION;
  type: K;
  payload: P;
}

export type WidgetEvent = { [K in keyof WidgetEvents]: Envelope<K, WidgetEvents[K]> }[keyof WidgetEvents];
export type HostCommand = { [K in keyof HostCommands]: Envelope<K, HostCommands[K]> }[keyof HostCommands];

/** Wraps a message; callers type it through WidgetEvents or HostCommands. */
export function envelope<K extends string, P>(type: K, payload: P): Envelope<K, P> {
  return { protocol: HOST_PROTOCOL, version: HOST_PROTOCOL_VERSION, type, payload };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 2000;

/** An envelope of this protocol and version with a type the receiver knows, else null. */
export function readEnvelope(data: unknown, types: readonly string[]): Envelope | null {
  if (!isRecord(data) || data.protocol !== HOST_PROTOCOL || data.version !== HOST_PROTOCOL_VERSION) return null;
  if (typeof data.type !== 'string' || !types.includes(data.type) || !isRecord(data.payload)) return null;
  return data as unknown as Envelope;
}

const COMMAND_CHECKS: { [K in keyof HostCommands]: (p: Record<string, unknown>) => boolean } = {
  setLocale: (p) => isString(p.locale),
  setCurrency: (p) => typeof p.currency === 'string' && /^[A-Z]{3}$/.test(p.currency),
  login: (p) => p.action === 'logout' || p.action === 'refresh',
  getTriplabotUserId: (p) => isString(p.user_id),
  receiveTriplabotSession: (p) => isString(p.user_id) && (p.session === null || isString(p.session)),
  receiveCompanionInfo: (p) =>
    Array.isArray(p.companions) &&
    p.companions.every((c) => isRecord(c) && isString(c.name) && (c.age === null || (Number.isInteger(c.age) && Number(c.age) >= 0))),
};

/** A host command the widget may act on: right protocol, known type, payload of the right shape. */
export function readHostCommand(data: unknown): HostCommand | null {
  const message = readEnvelope(data, Object.keys(COMMAND_CHECKS));
  if (!message) return null;
  const check = COMMAND_CHECKS[message.type as keyof HostCommands];
  return check(message.payload as Record<string, unknown>) ? (message as HostCommand) : null;
}

/** Widget events a host page can listen to with the loader's on(event). */
export const WIDGET_EVENT_TYPES: ReadonlyArray<keyof WidgetEvents> = [
  'booking-widget-opened',
  'close',
  'removeQuery',
  'ga4Event',
  'show-chatbot',
  'login',
  'getTriplabotUserId',
  'triplabotSynced',
];

/**
 * The origin the widget may talk to: the browser's own record of the framing page where it keeps
 * one (ancestorOrigins), else the parentUrl the loader passed, else the referrer. Null when not
 * framed or when none is a web origin, and then the widget neither sends nor listens.
 */
export function hostOrigin(input: {
  framed: boolean;
  ancestorOrigin?: string | null;
  parentUrl?: string | null;
  referrer?: string | null;
}): string | null {
  if (!input.framed) return null;
  for (const candidate of [input.ancestorOrigin, input.parentUrl, input.referrer]) {
    if (!candidate) continue;
    try {
      const { origin, protocol } = new URL(candidate);
      if (protocol === 'https:' || protocol === 'http:') return origin;
    } catch {
      // not a URL: try the next source
    }
  }
  return null;
}
