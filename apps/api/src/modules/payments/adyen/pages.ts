import { FIELDS_PROTOCOL, pageData, providerPage } from '../providers/pages';
import { ADYEN_BASE_PATH } from './gateway';

/** Adyen Web (Drop-in), from Adyen's own CDN: its script and styles, pinned to a release. */
const ADYEN_WEB_VERSION = '6.6.0';

/** Where Adyen's script, styles and API live for an environment: a page's only outside sources. */
export function adyenOrigins(environment: 'test' | 'live') {
  return [`https://checkoutshopper-${environment}.cdn.adyen.com`, `https://checkoutshopper-${environment}.adyen.com`];
}

function adyenHead(environment: 'test' | 'live') {
  const base = `https://checkoutshopper-${environment}.cdn.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}`;
  return `<link rel="stylesheet" href="${base}/adyen.css"><script src="${base}/adyen.js"></script>`;
}

/** The payment step's language as Adyen names it (its locales are language-region). */
const ADYEN_LOCALES: Record<string, string> = {
  ja: 'ja-JP',
  en: 'en-US',
  ko: 'ko-KR',
  zh_Hans: 'zh-CN',
  zh_Hant: 'zh-TW',
  id: 'id-ID',
  th: 'th-TH',
  ar: 'ar',
};

/**
 * The card fields for a brand on Adyen: Adyen's Drop-in in a zero-value session, which stores the
 * card at Adyen. Once Adyen says the session completed, our API answers the stored card's token.
 */
export function adyenCardFieldsPage(options: { clientKey: string; environment: 'test' | 'live' }): string {
  const script = `${FIELDS_PROTOCOL}
  let dropin = null;
  // What Adyen's native 3-D Secure 2 reads of the browser (its browserInfo); our server adds the Accept header.
  function browserInfo() {
    return {
      userAgent: navigator.userAgent,
      language: navigator.language,
      colorDepth: screen.colorDepth,
      screenHeight: screen.height,
      screenWidth: screen.width,
      timeZoneOffset: new Date().getTimezoneOffset(),
      javaEnabled: typeof navigator.javaEnabled === 'function' ? navigator.javaEnabled() : false,
    };
  }
  async function start(locale) {
    const session = await postJson('${ADYEN_BASE_PATH}/sessions', {});
    if (!session) return post({ type: 'error' });
    const { AdyenCheckout, Dropin, Card } = window.AdyenWeb;
    const checkout = await AdyenCheckout({
      session: { id: session.id, sessionData: session.session_data },
      clientKey: data.clientKey,
      environment: data.environment,
      locale: data.locales[locale] || 'en-US',
      countryCode: 'JP',
      async onPaymentCompleted(result) {
        if (result.resultCode !== 'Authorised') return post({ type: 'invalid' });
        const card = await postJson('${ADYEN_BASE_PATH}/tokens', {
          session_id: session.id,
          session_result: result.sessionResult,
          shopper_reference: session.shopper_reference,
          browser_info: browserInfo(),
        });
        post(card ? { type: 'token', card } : { type: 'error' });
      },
      onPaymentFailed() { post({ type: 'invalid' }); },
      onError() { post({ type: 'error' }); },
    });
    dropin = new Dropin(checkout, { paymentMethodComponents: [Card], showPayButton: false }).mount('#dropin');
    post({ type: 'ready', height: document.body.scrollHeight });
  }
  onParentMessage((message) => {
    if (message.type === 'configure' && !dropin) void start(message.locale || 'en').catch(() => post({ type: 'error' }));
    else if (message.type === 'tokenize' && dropin) dropin.submit();
  });`;
  return providerPage(
    'Card details',
    adyenHead(options.environment),
    `<div id="dropin"></div>${pageData({ clientKey: options.clientKey, environment: options.environment, locales: ADYEN_LOCALES })}`,
    script,
  );
}

/**
 * The 3-D Secure step on Adyen: the action Adyen answered is handed to its script, which runs the
 * issuer's fingerprint and challenge natively in this frame (or, in the window the payment step
 * opened for a redirect, sends it to the issuer's page); what it
 * gives back goes to Adyen through our API, which may answer the next action (the challenge after
 * the fingerprint), performed here too; then the guest's browser returns to the payment step's return address.
 */
export function adyenChallengePage(options: {
  clientKey: string;
  environment: 'test' | 'live';
  merchantReference: string;
  action: Record<string, unknown>;
  returnUrl: string;
}): string {
  const script = `
  const data = JSON.parse(document.getElementById('page-data').textContent);
  let checkout = null;
  function perform(action) {
    document.getElementById('action').replaceChildren();
    checkout.createFromAction(action, { challengeWindowSize: '05' }).mount('#action');
  }
  async function finish(details) {
    const answer = await fetch('${ADYEN_BASE_PATH}/details/' + encodeURIComponent(data.merchantReference), {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(details || {}),
    });
    const next = answer.status === 200 ? (await answer.json()).action : null;
    if (next) perform(next);
    else location.assign(data.returnUrl);
  }
  (async () => {
    const { AdyenCheckout } = window.AdyenWeb;
    checkout = await AdyenCheckout({
      clientKey: data.clientKey, environment: data.environment, countryCode: 'JP',
      onAdditionalDetails(state) { void finish(state.data.details); },
      onError() { void finish({}); },
    });
    perform(data.action);
  })().catch(() => { document.getElementById('failed').hidden = false; });`;
  return providerPage(
    '3-D Secure check',
    adyenHead(options.environment),
    `<div id="action"></div><p id="failed" class="error" hidden>The check could not start. Please try again.</p>${pageData(options)}`,
    script,
  );
}
