/**
 * Yado embed loader: one script tag on a hotel's page. Buttons with data-yado-hotel open the
 * booking widget in an overlay frame; Escape or the close button returns focus to the button.
 *
 *   <script src="https://booking.example/embed/loader.js" async></script>
 *   <button data-yado-hotel="sakura-ginza" data-yado-locale="ja">Book now</button>
 */
const script = document.currentScript as HTMLScriptElement | null;
const widgetOrigin = script ? new URL(script.src).origin : location.origin;

function widgetUrl(hotel: string, extra: DOMStringMap): string {
  const url = new URL('/booking/result', widgetOrigin);
  url.searchParams.set('code', hotel);
  if (extra.yadoLocale) url.searchParams.set('locale', extra.yadoLocale);
  url.searchParams.set('parentUrl', location.href);
  url.searchParams.set('parentPathname', location.pathname);
  return url.toString();
}

function open(trigger: HTMLElement) {
  const hotel = trigger.dataset.yadoHotel;
  if (!hotel) return;
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', trigger.textContent?.trim() || 'Booking');
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483000;background:rgba(16,24,40,.55);display:flex;align-items:center;justify-content:center';
  const frame = document.createElement('iframe');
  frame.src = widgetUrl(hotel, trigger.dataset);
  frame.title = overlay.getAttribute('aria-label') ?? 'Booking';
  frame.style.cssText = 'width:min(1100px,96vw);height:min(900px,92vh);border:0;border-radius:12px;background:#fff';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close');
  close.style.cssText =
    'position:absolute;top:12px;right:16px;width:44px;height:44px;border-radius:50%;border:0;padding:0;font:28px/1 system-ui,sans-serif;color:#1a1a1a;cursor:pointer;background:#fff;box-shadow:0 2px 8px rgba(0,0,0,.3)';
  const dismiss = () => {
    overlay.remove();
    document.removeEventListener('keydown', onKey);
    trigger.focus();
  };
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
  close.addEventListener('click', dismiss);
  document.addEventListener('keydown', onKey);
  overlay.append(frame, close);
  document.body.append(overlay);
  frame.focus();
}

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-yado-hotel]');
  if (!trigger) return;
  event.preventDefault();
  open(trigger);
});

export {};
