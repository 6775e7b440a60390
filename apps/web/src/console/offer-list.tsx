import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

interface Listed<Item> {
  can_edit: boolean;
  currency: string;
  items: Item[];
}

/** The hotel's coupons or vouchers as the API lists them; one issued here goes first, and is said to be. */
export function useOfferList<Item>(hotelCode: string, kind: 'coupons' | 'vouchers') {
  const [listed, setListed] = useState<Listed<Item> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [issued, setIssued] = useState<Item | null>(null);

  useEffect(() => {
    consoleApi<{ data: { can_edit: boolean; currency: string } & Record<typeof kind, Item[]> }>(
      `/hotels/${encodeURIComponent(hotelCode)}/${kind}`,
    ).then((answer) => setListed({ can_edit: answer.data.can_edit, currency: answer.data.currency, items: answer.data[kind] }), setError);
  }, [hotelCode, kind]);

  const add = (item: Item) => {
    setIssued(item);
    setListed((l) => (l ? { ...l, items: [item, ...l.items] } : l));
  };
  return { listed, error, issued, add };
}

/** What was issued, then the list: its heading, its loading or error, the empty state's text, or its table. */
export function OfferList<Item>({
  list,
  heading,
  empty,
  issuedText,
  table,
}: {
  list: ReturnType<typeof useOfferList<Item>>;
  heading: string;
  empty: string;
  issuedText: (item: Item) => string;
  table: (items: Item[]) => ReactNode;
}) {
  const { t } = useConsoleText();
  const { listed, error, issued } = list;
  return (
    <>
      <p role="status" className={issued ? 'alert alert-success' : 'visually-hidden'}>
        {issued ? issuedText(issued) : ''}
      </p>
      <h2 className="reservation-results-heading">{heading}</h2>
      <ConsoleError error={error} />
      {!listed && !error ? <Spinner label={t('console.loading')} /> : null}
      {listed && listed.items.length === 0 ? <p className="alert alert-info">{empty}</p> : null}
      {listed && listed.items.length > 0 ? table(listed.items) : null}
    </>
  );
}
