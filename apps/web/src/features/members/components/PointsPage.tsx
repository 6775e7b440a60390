import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Spinner } from '../../../components/Spinner';
import { formatCount, formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { pointHistoryQuery, pointSummaryQuery, type PointEntry, type PointHistoryScope, type PointSummary } from '../../../lib/points';
import { Pager } from './Pager';
import { PointExchangeForm } from './PointExchangeForm';
import { SignedInPage } from './SignedInPage';
import './points.css';

const SCOPES: PointHistoryScope[] = ['current', 'future'];

/**
 * my-account/points (signed-in only, §2): the balance and the next points to expire, ranking points and the way to the next rank,
 * the history five rows a page (posted, or still to come from booked stays), and the exchange to
 * the partner.
 */
export function PointsPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('members.points')}>{(session) => <PointsContent memberId={session.user.id} />}</SignedInPage>;
}

function PointsContent({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope = SCOPES.find((candidate) => candidate === params.get('scope')) ?? 'current';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const summary = useQuery(pointSummaryQuery(memberId, i18n.language));
  const history = useQuery(pointHistoryQuery(memberId, scope, page, i18n.language));
  const go = (next: { scope?: PointHistoryScope; page?: number }) => {
    const updated = new URLSearchParams(params);
    updated.set('scope', next.scope ?? scope);
    updated.set('page', String(next.page ?? 1));
    setParams(updated);
  };
  const count = (points: number) => formatCount(points, i18n.language);

  return (
    <>
      {summary.isPending ? <Spinner label={t('common.loading')} /> : null}
      {summary.isError ? <ErrorMessage error={summary.error} /> : null}
      {summary.data && !summary.data.program_enabled ? <p className="panel">{t('members.points_not_in_program')}</p> : null}
      {summary.data?.program_enabled ? <PointBalance summary={summary.data} count={count} /> : null}
      <h2>{t('members.points_history')}</h2>
      <div className="segmented" role="group" aria-label={t('members.points_history')}>
        {SCOPES.map((name) => (
          <button
            key={name}
            type="button"
            className={name === scope ? 'segment segment-on' : 'segment'}
            aria-pressed={name === scope}
            onClick={() => go({ scope: name })}
          >
            {t(`members.points_scope_${name}`)}
          </button>
        ))}
      </div>
      {history.isPending ? <Spinner label={t('common.loading')} /> : null}
      {history.isError ? <ErrorMessage error={history.error} /> : null}
      {history.data?.data.length === 0 ? <p className="panel">{t(`members.points_none_${scope}`)}</p> : null}
      <ul className="point-history">
        {history.data?.data.map((entry) => (
          <li key={entry.id} className="panel point-entry">
            <div>
              <p className="point-entry-title">{t(`members.points_kind_${entry.kind}`)}</p>
              <p className="point-entry-detail">{entryDetail(entry, t)}</p>
              <p className="point-entry-date">
                {t(entry.kind === 'future' ? 'members.points_added_on' : 'members.points_on', {
                  date: formatDate(entry.date, i18n.language),
                })}
              </p>
            </div>
            <p className={entry.points < 0 ? 'point-amount point-amount-minus' : 'point-amount'}>
              {t('members.points_signed', { points: formatCount(entry.points, i18n.language, { signed: true }) })}
            </p>
          </li>
        ))}
      </ul>
      {history.data ? <Pager page={page} pages={history.data.total_pages} onPage={(next) => go({ page: next })} /> : null}
      {summary.data?.program_enabled ? <PointExchangeForm summary={summary.data} memberId={memberId} /> : null}
    </>
  );
}

function PointBalance({ summary, count }: { summary: PointSummary; count: (points: number) => string }) {
  const { t, i18n } = useTranslation();
  const next = summary.next_rank;
  const from = summary.rank?.points_to_unlock ?? 0;
  return (
    <div className="panel point-balance">
      <p className="point-balance-label">{t('members.points_balance')}</p>
      <p className="point-balance-value">{t('members.points_count', { points: count(summary.total_point) })}</p>
      {summary.expiring_soon ? (
        <p className="point-expiry">
          {t('members.points_expiring', {
            points: count(summary.expiring_soon.points),
            date: formatDate(summary.expiring_soon.date, i18n.language),
          })}
        </p>
      ) : null}
      {summary.future_point > 0 ? <p>{t('members.points_to_come', { points: count(summary.future_point) })}</p> : null}
      <p>
        {summary.rank ? t('members.points_rank', { rank: summary.rank.name }) : null}{' '}
        {t('members.points_ranking', { points: count(summary.ranking_points_value) })}
      </p>
      {next ? (
        <>
          <meter
            className="rank-meter"
            min={from}
            max={next.points_to_unlock}
            value={Math.min(summary.ranking_points_value, next.points_to_unlock)}
            aria-label={t('members.points_next_rank', { points: count(next.points_needed), rank: next.name })}
          />
          <p>{t('members.points_next_rank', { points: count(next.points_needed), rank: next.name })}</p>
        </>
      ) : null}
    </div>
  );
}

/** A name or code kept whole inside a sentence of the other direction (first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** What a history row is about: the stay, the partner's reference, or the hotel's note. */
function entryDetail(entry: PointEntry, t: ReturnType<typeof useTranslation>['t']): string {
  if (entry.exchange) {
    return entry.exchange.reference
      ? t('members.points_exchange_detail', { reference: isolate(entry.exchange.reference) })
      : t('members.points_exchange_refused');
  }
  if (entry.reservation_number) {
    return t('members.points_stay_detail', { hotel: isolate(entry.hotel_name ?? ''), number: isolate(entry.reservation_number) });
  }
  if (entry.note) return entry.note;
  return entry.hotel_name ?? '';
}
