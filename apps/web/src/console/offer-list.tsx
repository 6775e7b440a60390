import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

interface Listed<Item, Extra> {
  can_edit: boolean;
  currency: string;
  items: Item[];
  /** What else the list's answer carries (the plans a promotion can name). */
  extra: Extra;
}

/** The hotel's coupons, vouchers or promotions as the API lists them; one issued here goes first, and is said to be. */
export function useOfferList<Item, Extra = unknown>(hotelCode: string, kind: 'coupons' | 'vouchers' | 'promotions') {
  const [listed, setListed] = useState<Listed<Item, Extra> | null>(null);
  const [error, setError] = useState<unknown>(null);
  /** What was last issued or changed here, to be said. */
  const [said, setSaid] = useState<{ item: Item; changed: boolean } | null>(null);

  useEffect(() => {
    consoleApi<{ data: { can_edit: boolean; currency: string } & Record<typeof kind, Item[]> }>(
      `/hotels/${encodeURIComponent(hotelCode)}/${kind}`,
    ).then(
      (answer) =>
        setListed({
          can_edit: answer.data.can_edit,
          currency: answer.data.currency,
          items: answer.data[kind],
          extra: answer.data as Extra,
        }),
      setError,
    );
  }, [hotelCode, kind]);

  const add = (item: Item) => {
    setSaid({ item, changed: false });
    setListed((l) => (l ? { ...l, items: [item, ...l.items] } : l));
  };
  /** An item changed here (a promotion ended) takes the place of the one it was. */
  const replace = (item: Item, same: (listedItem: Item) => boolean) => {
    setSaid({ item, changed: true });
    setListed((l) => (l ? { ...l, items: l.items.map((listedItem) => (same(listedItem) ? item : listedItem)) } : l));
  };
  return { listed, error, said, add, replace };
}

/** An offer's code (or number), left to right in every language, with its name beneath. */
export function OfferCodeCell({ code, name }: { code: string; name: string }) {
  return (
    <>
      <code dir="ltr">{code}</code>
      <div className="reservation-sub">
        <bdi>{name}</bdi>
      </div>
    </>
  );
}

/** One column of an offer table: its heading and what each row shows in it; the first names the row. */
export interface OfferColumn<Item> {
  label: string;
  cell: (item: Item) => ReactNode;
  /** An amount, aligned to the end on a desk. */
  amount?: boolean;
}

/**
 * The offers as a table, one row each; on a phone each row is a card whose cells say their column
 * (data-label), so every cell holds one block.
 */
function OfferTable<Item>({
  caption,
  columns,
  items,
  rowKey,
}: {
  caption: string;
  columns: ReadonlyArray<OfferColumn<Item>>;
  items: Item[];
  rowKey: (item: Item) => string | number;
}) {
  const amountClass = (column: OfferColumn<Item>) => (column.amount ? 'reservation-amount' : undefined);
  return (
    <table className="reservation-table economy-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {/* Columns are fixed per table: their place is their identity (labels change with the language). */}
          {columns.map((column, index) => (
            <th key={index} scope="col" className={amountClass(column)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)}>
            {columns.map((column, index) => {
              const Cell = index === 0 ? 'th' : 'td';
              return (
                <Cell key={index} scope={index === 0 ? 'row' : undefined} data-label={column.label} className={amountClass(column)}>
                  <div>{column.cell(item)}</div>
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What was issued or changed, then the list: its heading, its loading or error, the empty state's text, or its table. */
export function OfferList<Item>({
  list,
  heading,
  empty,
  issuedText,
  changedText,
  columns,
  rowKey,
}: {
  list: Pick<ReturnType<typeof useOfferList<Item>>, 'listed' | 'error' | 'said'>;
  heading: string;
  empty: string;
  issuedText: (item: Item) => string;
  changedText?: (item: Item) => string;
  columns: ReadonlyArray<OfferColumn<Item>>;
  rowKey: (item: Item) => string | number;
}) {
  const { t } = useConsoleText();
  const { listed, error, said } = list;
  const text = said ? (said.changed ? changedText?.(said.item) : issuedText(said.item)) : undefined;
  return (
    <>
      <p role="status" className={text ? 'alert alert-success' : 'visually-hidden'}>
        {text ?? ''}
      </p>
      <h2 className="reservation-results-heading">{heading}</h2>
      <ConsoleError error={error} />
      {!listed && !error ? <Spinner label={t('console.loading')} /> : null}
      {listed && listed.items.length === 0 ? <p className="alert alert-info">{empty}</p> : null}
      {listed && listed.items.length > 0 ? <OfferTable caption={heading} columns={columns} items={listed.items} rowKey={rowKey} /> : null}
    </>
  );
}
