import { deliveryFromParams, type Delivery } from '@yado/domain/delivery';
import { envelope, hostOrigin, readHostCommand, type HostCommand, type WidgetEvents } from '@yado/domain/host-messages';
import { ADDRESS_TOKENS } from '@yado/domain/widget-url';
import { keepAddressTokens } from './address-tokens';
import { framed, sessionStore } from './storage';

/**
 * The widget's side of the host-page protocol (§4; docs/embedding.md). Only a framed widget
 * talks, only to the page that frames it, and it reads only that page's messages.
 */
const DELIVERY_KEY = 'yado_delivery';
const STARTUP_KEYS = ['iframe', 'closable', 'fromChatbot', 'triplabot_user_id', 'parentUrl'];
const NOT_FRAMED: Delivery = { chatbot: false, closable: false, fromChatbot: false, chatbotUserId: null };

interface Stored {
  delivery: Delivery;
  parentUrl: string | null;
}

let delivery = NOT_FRAMED;
let origin: string | null = null;

/**
 * Reads how the widget was delivered from its first address (links inside the widget carry only
 * the hotel code), keeps it for reloads of this frame, and takes any start-up token the host
 * page's own address carried: the widget keeps it and asks the host to remove it (removeQuery).
 */
export function startHostBridge(params: URLSearchParams) {
  if (!framed) return;
  const fromAddress = STARTUP_KEYS.some((key) => params.has(key));
  const taken = fromAddress ? takeHostTokens(params.get('parentUrl')) : { parentUrl: null, removed: [] };
  const stored: Stored = fromAddress ? { delivery: deliveryFromParams(params), parentUrl: taken.parentUrl } : readStored();
  if (fromAddress) sessionStore.set(DELIVERY_KEY, JSON.stringify(stored));
  delivery = stored.delivery;
  origin = hostOrigin({
    framed,
    ancestorOrigin: location.ancestorOrigins?.[0] ?? null,
    parentUrl: stored.parentUrl,
    referrer: document.referrer,
  });
  if (taken.removed.length > 0) postToHost('removeQuery', { keys: taken.removed });
}

function readStored(): Stored {
  try {
    const stored = JSON.parse(sessionStore.get(DELIVERY_KEY) ?? 'null') as Stored | null;
    if (stored?.delivery) return stored;
  } catch {
    // not ours: start as a plain frame
  }
  return { delivery: NOT_FRAMED, parentUrl: null };
}

/**
 * Tokens in the host page's address are read once, like the widget's own (§2): kept for sign-in,
 * and taken out of the parentUrl in the widget's address. Answers the cleaned parentUrl and the
 * keys the host is then asked to remove from its own address.
 */
function takeHostTokens(parentUrl: string | null): { parentUrl: string | null; removed: string[] } {
  let host: URL;
  try {
    host = new URL(parentUrl ?? '');
  } catch {
    return { parentUrl, removed: [] };
  }
  const found = ADDRESS_TOKENS.filter((key) => host.searchParams.get(key));
  if (found.length === 0) return { parentUrl, removed: [] };
  keepAddressTokens(Object.fromEntries(found.map((key) => [key, host.searchParams.get(key) as string])));
  for (const key of found) host.searchParams.delete(key);
  const own = new URL(location.href);
  own.searchParams.set('parentUrl', host.toString());
  history.replaceState(history.state, '', own);
  return { parentUrl: host.toString(), removed: [...found] };
}

export function currentDelivery(): Delivery {
  return delivery;
}

/** True when the page around can be told things: framed, with a known origin. */
export function hasHost(): boolean {
  return origin !== null;
}

export function postToHost<K extends keyof WidgetEvents>(type: K, payload: WidgetEvents[K]) {
  if (origin) window.parent.postMessage(envelope(type, payload), origin);
}

/** Commands from the framing page only, of the right shape; others are ignored. */
export function onHostCommand(handler: (command: HostCommand) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (!origin || event.source !== window.parent || event.origin !== origin) return;
    const command = readHostCommand(event.data);
    if (command) handler(command);
  };
  addEventListener('message', listener);
  return () => removeEventListener('message', listener);
}

/** The guest closes the widget: the host removes the frame, and shows its chatbot again if it opened the widget. */
export function closeWidget() {
  postToHost('close', {});
  if (delivery.fromChatbot) postToHost('show-chatbot', {});
}
