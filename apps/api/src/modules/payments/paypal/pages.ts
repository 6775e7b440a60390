import { FIELDS_PROTOCOL, pageData, providerPage } from '../providers/pages';
import { PAYPAL_BASE_PATH } from './gateway';

/** Where PayPal's script, its card fields' frames and its API calls come from. */
export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];

/** PayPal's locales for the payment step's languages. */
const PAYPAL_LOCALES: Record<string, string> = {
  ja: 'ja_JP',
  en: 'en_US',
  ko: 'ko_KR',
  zh_Hans: 'zh_CN',
  zh_Hant: 'zh_TW',
  id: 'id_ID',
  th: 'th_TH',
  ar: 'ar_EG',
};

/**
 * The card fields for a brand on PayPal: PayPal's card fields validate the card (3-D Secure when
 * the issuer asks) into a vault setup token; our API vaults it and answers the token.
 */
export function paypalCardFieldsPage(options: { clientId: string }): string {
  const script = `${FIELDS_PROTOCOL}
  let fields = null;
  function load(locale) {
    const sdk = document.createElement('script');
    sdk.src = 'https://www.paypal.com/sdk/js?components=card-fields&client-id=' + encodeURIComponent(data.clientId) +
      '&locale=' + (data.locales[locale] || 'en_US');
    sdk.onload = start;
    sdk.onerror = () => post({ type: 'error' });
    document.head.append(sdk);
  }
  function start() {
    fields = window.paypal.CardFields({
      async createVaultSetupToken() {
        const setup = await postJson('${PAYPAL_BASE_PATH}/setup-tokens', {});
        if (!setup) throw new Error('no setup token');
        return setup.id;
      },
      async onApprove({ vaultSetupToken }) {
        const card = await postJson('${PAYPAL_BASE_PATH}/tokens', { setup_token: vaultSetupToken });
        post(card ? { type: 'token', card } : { type: 'error' });
      },
      onError() { post({ type: 'invalid' }); },
    });
    if (!fields.isEligible()) return post({ type: 'error' });
    fields.NameField().render('#name');
    fields.NumberField().render('#number');
    fields.ExpiryField().render('#expiry');
    fields.CVVField().render('#cvv');
    post({ type: 'ready', height: document.body.scrollHeight });
  }
  onParentMessage((message) => {
    if (message.type === 'configure' && !fields) load(message.locale || 'en');
    else if (message.type === 'tokenize' && fields) fields.submit().catch(() => post({ type: 'invalid' }));
  });`;
  return providerPage(
    'Card details',
    '',
    `<div id="name"></div><div id="number"></div><div id="expiry"></div><div id="cvv"></div>${pageData({ clientId: options.clientId, locales: PAYPAL_LOCALES })}`,
    script,
  );
}
