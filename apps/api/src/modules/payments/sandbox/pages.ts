import { cardBrandOf, cvvValid, holderNameValid, koreanBirthDateValid, luhnValid, pinPrefixValid } from '@yado/domain/payments';
import { formatMoney } from '@yado/domain/money';
import { escapeHtml } from '../../../html';
import { SANDBOX_BASE_PATH } from './gateway';

const STYLE = `
  *{box-sizing:border-box}
  :root{--accent:#0b5cad}
  body{margin:0;padding:4px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:transparent}
  .field{margin:0 0 12px}
  label{display:block;font-weight:600;margin-bottom:4px}
  input{width:100%;font:inherit;padding:10px 12px;border:1px solid #8c959f;border-radius:6px;background:#fff;color:inherit}
  input:focus{outline:3px solid var(--accent);outline-offset:1px}
  input[aria-invalid=true]{border-color:#b42318}
  /* Fields side by side keep their boxes level however their labels wrap. */
  .row{display:grid;grid-template-columns:1fr 1fr;column-gap:12px}
  .row .field{display:grid;grid-row:span 3;grid-template-rows:subgrid}
  .row label{align-self:end}
  .brand{display:block;min-height:1.5em;font-size:14px;color:#57606a}
  .error{color:#b42318;font-size:14px;margin:4px 0 0}
  .error[hidden]{display:none}
  .korean[hidden]{display:none}
`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  jcb: 'JCB',
  amex: 'American Express',
  diners: 'Diners Club',
};

/**
 * The gateway's hosted card fields. The page that frames it sends labels, messages and the accepted
 * brands in its own language (a `configure` message) and asks for a token (`tokenize`); the card
 * goes from here to the gateway only. The checks reuse the domain's functions, as source.
 */
export function cardFieldsPage(): string {
  const script = `
  const cardBrandOf = ${cardBrandOf.toString()};
  const luhnValid = ${luhnValid.toString()};
  const holderNameValid = ${holderNameValid.toString()};
  const cvvValid = ${cvvValid.toString()};
  const koreanBirthDateValid = ${koreanBirthDateValid.toString()};
  const pinPrefixValid = ${pinPrefixValid.toString()};
  const BRAND_NAMES = ${JSON.stringify(BRAND_NAMES)};
  const parentOrigin = new URLSearchParams(location.search).get('origin') || '';
  let messages = {
    number: 'Please check the card number.',
    brand: 'This card brand is not accepted here.',
    holder_name: 'Enter the name as it is on the card, in Roman letters.',
    expiry: 'Enter a valid expiry date as MM/YY.',
    cvv: 'Enter the 3 or 4 digit security code.',
    birth_date: 'Enter your date of birth as YYMMDD, or a 10-digit business number.',
    pin_prefix: 'Enter the first 2 digits of the card PIN.',
    required: 'This field is required.',
  };
  // A Korean domestic card also asks the holder's birth date and the PIN's first two digits.
  let korean = false;
  let acceptedBrands = Object.keys(BRAND_NAMES);
  const $ = (id) => document.getElementById(id);
  function post(message) {
    if (parentOrigin) parent.postMessage({ source: 'yado-card-fields', ...message }, parentOrigin);
  }
  function showError(id, message) {
    const input = $(id), error = $(id + '-error');
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
    error.textContent = message || '';
    error.hidden = !message;
  }
  function expiry() {
    const match = /^\\s*(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})\\s*$/.exec($('expiry').value);
    if (!match) return null;
    const month = Number(match[1]), year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    const now = new Date();
    if (month < 1 || month > 12) return null;
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return null;
    return { exp_month: month, exp_year: year };
  }
  function check() {
    const number = $('number').value.replace(/[\\s-]/g, '');
    const brand = cardBrandOf(number);
    const problems = {
      number: !number ? messages.required : !luhnValid(number) || !brand ? messages.number : !acceptedBrands.includes(brand) ? messages.brand : '',
      holder_name: !$('holder_name').value.trim() ? messages.required : !holderNameValid($('holder_name').value) ? messages.holder_name : '',
      expiry: !$('expiry').value.trim() ? messages.required : !expiry() ? messages.expiry : '',
      cvv: !$('cvv').value ? messages.required : !cvvValid($('cvv').value) ? messages.cvv : '',
    };
    if (korean) {
      problems.birth_date = !$('birth_date').value.trim() ? messages.required : !koreanBirthDateValid($('birth_date').value) ? messages.birth_date : '';
      problems.pin_prefix = !$('pin_prefix').value ? messages.required : !pinPrefixValid($('pin_prefix').value) ? messages.pin_prefix : '';
    }
    for (const [id, message] of Object.entries(problems)) showError(id, message);
    const first = Object.keys(problems).find((id) => problems[id]);
    if (first) $(first).focus();
    return !first;
  }
  $('number').addEventListener('input', () => {
    const brand = cardBrandOf($('number').value);
    $('number-brand').textContent = brand ? BRAND_NAMES[brand] : '';
  });
  async function tokenize() {
    if (!check()) return post({ type: 'invalid' });
    const body = {
      number: $('number').value.replace(/[\\s-]/g, ''),
      holder_name: $('holder_name').value.trim(),
      ...expiry(),
      cvv: $('cvv').value,
      ...(korean ? { birth_date: $('birth_date').value.trim(), pin_prefix: $('pin_prefix').value } : {}),
    };
    try {
      const response = await fetch('${SANDBOX_BASE_PATH}/tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = await response.json();
      if (!response.ok) {
        // Errors come in the API's shape; the field named decides where the message goes.
        const field = answer.errors?.[0]?.details?.base?.[0]?.field || '';
        const id = /^exp_/.test(field) ? 'expiry' : field in messages && $(field) ? field : 'number';
        showError(id, messages[id]);
        return post({ type: 'invalid' });
      }
      post({ type: 'token', card: answer });
    } catch {
      post({ type: 'error' });
    }
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== parent || !event.data || event.data.source !== 'yado-card-fields') return;
    const data = event.data;
    if (data.type === 'configure') {
      document.documentElement.lang = data.locale || 'en';
      document.documentElement.dir = data.dir || 'ltr';
      for (const [id, text] of Object.entries(data.labels || {})) if ($(id + '-label')) $(id + '-label').textContent = text;
      messages = { ...messages, ...(data.messages || {}) };
      if (Array.isArray(data.acceptedBrands)) acceptedBrands = data.acceptedBrands;
      korean = data.korean === true;
      $('korean').hidden = !korean;
      for (const id of ['birth_date', 'pin_prefix']) $(id).disabled = !korean;
      if (typeof data.accent === 'string' && /^#[0-9a-f]{3,8}$/i.test(data.accent.trim())) document.documentElement.style.setProperty('--accent', data.accent.trim());
      post({ type: 'ready', height: document.body.scrollHeight });
    } else if (data.type === 'tokenize') void tokenize();
  });
  $('card').addEventListener('submit', (event) => { event.preventDefault(); post({ type: 'submit' }); });
  new ResizeObserver(() => post({ type: 'resize', height: document.body.scrollHeight })).observe(document.body);
  post({ type: 'loaded' });
  `;
  const field = (id: string, label: string, attributes: string) => `
    <div class="field">
      <label id="${id}-label" for="${id}">${label}</label>
      <input id="${id}" name="${id}" ${attributes} aria-describedby="${id}-error" aria-invalid="false" required>
      <p id="${id}-error" class="error" hidden></p>
    </div>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Card details</title><style>${STYLE}</style></head>
<body>
<form id="card" novalidate>
  <div class="field">
    <label id="number-label" for="number">Card number</label>
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-brand number-error" aria-invalid="false" required>
    <span id="number-brand" class="brand" aria-live="polite"></span>
    <p id="number-error" class="error" hidden></p>
  </div>
  ${field('holder_name', 'Name on card', 'autocomplete="cc-name" autocapitalize="characters"')}
  <div class="row">
    ${field('expiry', 'Expiry date (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"')}
    ${field('cvv', 'Security code', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
  </div>
  <div id="korean" class="row korean" hidden>
    ${field('birth_date', 'Date of birth (YYMMDD)', 'inputmode="numeric" autocomplete="off" maxlength="10" disabled')}
    ${field('pin_prefix', 'First 2 digits of the PIN', 'type="password" inputmode="numeric" autocomplete="off" maxlength="2" disabled')}
  </div>
  <button type="submit" hidden tabindex="-1">Submit</button>
</form>
<script>${script}</script>
</body>
</html>`;
}

/** The issuer's 3-D Secure page, as a sandbox bank shows it: complete, fail or cancel the check. */
export function challengePage(payment: { id: string; amount: number; currency: string }): string {
  const amount = formatMoney(payment.amount, payment.currency, 'en');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure check</title>
<style>${STYLE} main{max-width:28rem;margin:0 auto;padding:16px;background:#fff;border:1px solid #d0d7de;border-radius:8px}
h1{font-size:1.25rem;margin:0 0 8px} .actions{display:flex;gap:8px;flex-wrap:wrap;margin-top:16px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:1px solid #8c959f;background:#fff;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}</style></head>
<body><main>
<h1>Sandbox Bank: confirm this payment</h1>
<p>Amount: <strong>${escapeHtml(amount)}</strong></p>
<p>This is the sandbox issuer's 3-D Secure check. Choose how it ends.</p>
<form method="post" action="${SANDBOX_BASE_PATH}/challenge/${escapeHtml(payment.id)}">
  <div class="actions">
    <button class="primary" name="action" value="complete">Complete</button>
    <button name="action" value="fail">Fail</button>
    <button name="action" value="cancel">Cancel</button>
  </div>
</form>
</main></body></html>`;
}

export function challengeClosedPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>3-D Secure check</title><style>${STYLE}</style></head>
<body><main><h1>This check is no longer open</h1><p>It was already answered or has expired.</p></main></body></html>`;
}
