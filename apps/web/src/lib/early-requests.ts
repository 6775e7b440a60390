/**
 * The first calls of a widget page, started by index.html's inline start-up script
 * (src/boot/start-early.ts) while the app's code is still on its way, then handed to the app once:
 * the client session, and GET answers by locale and address. They travel on the global object because the
 * start-up script is a bundle of its own, sharing no module with the app.
 */
interface EarlyRequests {
  session: Promise<string> | null;
  answers: Map<string, Promise<Response>>;
}

declare global {
  var yadoEarly: EarlyRequests | undefined;
}

const keyOf = (url: string, locale: string) => `${locale} ${url}`;

export function startEarlyRequests(session: Promise<string> | null) {
  globalThis.yadoEarly = { session, answers: new Map() };
  // A failure is the app's to see when it takes the session; the app then asks again.
  session?.catch(() => undefined);
}

/**
 * A GET sent now, without the client session: the answers started this way (the hotel's settings
 * and its rooms) do not depend on it, so they need not wait for it (ADR 0036).
 */
export function startEarlyGet(url: string, locale: string): Promise<Response> {
  const answer = fetch(url, { headers: { 'Tripla-Locale': locale } });
  globalThis.yadoEarly?.answers.set(keyOf(url, locale), answer);
  // A failure is the app's to see when it takes the answer; if it never does, there is nothing to report.
  answer.catch(() => undefined);
  return answer;
}

/** The answer to a GET started early for this address and locale, once; null when none was. */
export function takeEarlyGet(url: string, locale: string): Promise<Response> | null {
  const answers = globalThis.yadoEarly?.answers;
  const answer = answers?.get(keyOf(url, locale)) ?? null;
  answers?.delete(keyOf(url, locale));
  return answer;
}

/** The client session the start-up script asked for, once; null when it found one stored or asked for none. */
export function takeEarlySession(): Promise<string> | null {
  const early = globalThis.yadoEarly;
  const session = early?.session ?? null;
  if (early) early.session = null;
  return session;
}
