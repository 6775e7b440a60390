import { useTranslation } from '../../../lib/i18n';

/** Pages around the current one, with the first and last: 1 … 4 5 6 … 12. */
export function pagesShown(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] as number) > 1 ? [null, p] : [p]));
}

export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav className="pagination" aria-label={t('agency.pages')}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span className="flip-rtl" aria-hidden="true">
          ‹
        </span>{' '}
        {t('agency.previous')}
      </button>
      <ul>
        {pagesShown(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={p === page ? 'button button-primary' : 'button'}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('agency.page', { page: p })}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('agency.next')}{' '}
        <span className="flip-rtl" aria-hidden="true">
          ›
        </span>
      </button>
    </nav>
  );
}
