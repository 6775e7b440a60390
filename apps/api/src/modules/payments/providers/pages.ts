/**
 * Pieces of the card-provider pages (ADR 0056) that speak the same protocol as the sandbox's
 * hosted fields: the payment step sends `configure` (language, direction) and `tokenize`; the
 * page answers `loaded`, `ready`, `resize`, `token` with the card's brand, last four and expiry,
 * `invalid` or `error`. The provider's own script holds the card fields; the card goes to it only.
 */
export const PROVIDER_PAGE_STYLE = `
  *{box-sizing:border-box}
  body{margin:0;padding:4px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2328;background:transparent}
  .error{color:#b42318;font-size:14px}
`;

/** Data for a page's script, in an element that never runs: JSON with "<" escaped, so no value can close it. */
export function pageData(value: unknown): string {
  return `<script type="application/json" id="page-data">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;
}

/** The script half every provider page shares: reading its data and talking to the payment step that frames it. */
export const FIELDS_PROTOCOL = `
  const data = JSON.parse(document.getElementById('page-data').textContent);
  const parentOrigin = new URLSearchParams(location.search).get('origin') || '';
  function post(message) {
    if (parentOrigin) parent.postMessage({ source: 'yado-card-fields', ...message }, parentOrigin);
  }
  async function postJson(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.ok ? response.json() : null;
  }
  function onParentMessage(handle) {
    window.addEventListener('message', (event) => {
      if (event.origin !== parentOrigin || event.source !== parent || !event.data || event.data.source !== 'yado-card-fields') return;
      if (event.data.type === 'configure') {
        document.documentElement.lang = event.data.locale || 'en';
        document.documentElement.dir = event.data.dir || 'ltr';
      }
      handle(event.data);
    });
    new ResizeObserver(() => post({ type: 'resize', height: document.body.scrollHeight })).observe(document.body);
    post({ type: 'loaded' });
  }
`;

export function providerPage(title: string, head: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>${PROVIDER_PAGE_STYLE}</style>${head}</head>
<body>${body}<script>${script}</script></body></html>`;
}
