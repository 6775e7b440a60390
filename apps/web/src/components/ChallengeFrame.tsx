import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { openChallengeWindow, type ChallengeView } from './challenge-view';

/**
 * The bank's 3-D Secure page, framed or in a window of its own as its gateway says. When it is done
 * it tells this page (the return page posts 'challenge-finished' from our own origin, to the frame's
 * parent or the window's opener), so the page asks again at once instead of at its next poll.
 */
export function ChallengeFrame({ view, onFinished }: { view: NonNullable<ChallengeView>; onFinished: () => void }) {
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  }, [onFinished]);
  useEffect(() => {
    function receive(event: MessageEvent) {
      const data = event.data as { source?: string; type?: string };
      if (event.origin === window.location.origin && data?.source === 'yado-payment' && data.type === 'challenge-finished')
        latest.current();
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);
  return view.shownIn === 'window' ? <ChallengeWindow url={view.url} /> : <FramedChallenge url={view.url} />;
}

function FramedChallenge({ url }: { url: string }) {
  const { t } = useTranslation();
  return <iframe className="challenge-frame" title={t('pending.frame_title')} src={url} />;
}

/**
 * A challenge page that refuses frames opens in a popup, at once if the browser allows it; the
 * button opens it (again) when it was blocked or closed. The payment step goes on polling meanwhile.
 */
function ChallengeWindow({ url }: { url: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<boolean | null>(null);
  const open = useCallback(() => setOpened(openChallengeWindow(url, (...args) => window.open(...args))), [url]);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the popup is the outside system; whether the browser blocked it is known only once asked
  useEffect(() => open(), [open]);
  return (
    <div className="challenge-window alert alert-info" role="status">
      <p>{t(opened === false ? 'pending.window_blocked' : 'pending.window_lead')}</p>
      <button type="button" className="button button-primary" onClick={open}>
        {t(opened === false ? 'pending.window_open' : 'pending.window_open_again')}
      </button>
      {opened === false ? null : <p className="field-hint">{t('pending.window_hint')}</p>}
    </div>
  );
}
