import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n';

/**
 * The bank's 3-D Secure page, framed. When it is done it tells this page (the return page posts
 * 'challenge-finished' from our own origin), so the page asks again at once instead of at its next poll.
 */
export function ChallengeFrame({ url, onFinished }: { url: string; onFinished: () => void }) {
  const { t } = useTranslation();
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
  return <iframe className="challenge-frame" title={t('pending.frame_title')} src={url} />;
}
