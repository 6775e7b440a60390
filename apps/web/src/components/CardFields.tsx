import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../lib/i18n';
import { cardTokenSchema, type CardBrand, type CardToken } from '@yado/domain/payments';

export interface CardFieldsHandle {
  /** Asks the gateway's fields for a token: null when the guest has a field to correct (the fields say which). */
  tokenize(): Promise<CardToken | null>;
}

interface Props {
  ref: Ref<CardFieldsHandle>;
  /** The gateway's hosted card fields page. */
  url: string;
  acceptedBrands: readonly CardBrand[];
  /** Enter pressed inside the fields. */
  onSubmit: () => void;
  /** A Korean domestic card: the gateway also checks the holder's birth date and the PIN's first two digits (§5). */
  koreanCheck?: boolean;
}

const SOURCE = 'yado-card-fields';

/**
 * The gateway's card fields, framed: the card goes from the guest's browser to the gateway, and
 * only a token comes back here. Labels and messages are ours, sent in the guest's language.
 */
export function CardFields({ ref, url, acceptedBrands, onSubmit, koreanCheck = false }: Props) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(260);
  const pending = useRef<{ resolve: (card: CardToken | null) => void; reject: (error: Error) => void } | null>(null);
  const src = useMemo(() => {
    const target = new URL(url, window.location.href);
    target.searchParams.set('origin', window.location.origin);
    return target;
  }, [url]);
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  }, [onSubmit]);

  const post = useCallback(
    (message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage({ source: SOURCE, ...message }, src.origin),
    [src],
  );

  const configure = useCallback(() => {
    post({
      type: 'configure',
      locale: i18n.language,
      dir: document.documentElement.dir || 'ltr',
      // The hotel's own colour for the focus ring, so the fields look part of the page.
      accent: frame.current ? getComputedStyle(frame.current).getPropertyValue('--brand') : '',
      acceptedBrands,
      korean: koreanCheck,
      labels: {
        number: t('card.number'),
        holder_name: t('card.holder_name'),
        expiry: t('card.expiry'),
        cvv: t('card.cvv'),
        birth_date: t('card.birth_date'),
        pin_prefix: t('card.pin_prefix'),
      },
      messages: {
        number: t('card.errors.number'),
        brand: t('card.errors.brand'),
        holder_name: t('card.errors.holder_name'),
        expiry: t('card.errors.expiry'),
        cvv: t('card.errors.cvv'),
        birth_date: t('card.errors.birth_date'),
        pin_prefix: t('card.errors.pin_prefix'),
        required: t('validation.required'),
      },
    });
  }, [post, t, i18n.language, acceptedBrands, koreanCheck]);

  useEffect(() => {
    function receive(event: MessageEvent) {
      if (event.origin !== src.origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: string; type?: string; height?: number; card?: unknown };
      if (data?.source !== SOURCE) return;
      if (data.type === 'loaded') configure();
      else if ((data.type === 'ready' || data.type === 'resize') && typeof data.height === 'number') setHeight(Math.ceil(data.height) + 4);
      else if (data.type === 'submit') submit.current();
      else if (data.type === 'token' || data.type === 'invalid' || data.type === 'error') {
        const waiting = pending.current;
        pending.current = null;
        if (!waiting) return;
        const card = cardTokenSchema.safeParse(data.card);
        if (data.type === 'token' && card.success) waiting.resolve(card.data);
        else if (data.type === 'invalid') waiting.resolve(null);
        else waiting.reject(new Error('card_fields_failed'));
      }
    }
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [src, configure]);

  // A language switch while the fields are open relabels them.
  useEffect(() => configure(), [configure]);

  useImperativeHandle(
    ref,
    () => ({
      tokenize: () =>
        new Promise<CardToken | null>((resolve, reject) => {
          pending.current?.resolve(null);
          pending.current = { resolve, reject };
          post({ type: 'tokenize' });
        }),
    }),
    [post],
  );

  return (
    <iframe ref={frame} className="card-fields" title={t('card.frame_title')} src={src.toString()} style={{ blockSize: `${height}px` }} />
  );
}
