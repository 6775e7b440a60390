import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../lib/i18n';
import { nightsBetween } from '@yado/domain/dates';
import { formatDate } from '../lib/format';
import { Spinner } from './Spinner';
import { StayDates } from './StayDates';
import { usePopover } from '../lib/use-popover';
import type { StayRangeProps } from './RangeCalendar';

// The calendar loads when the guest first opens it, keeping it out of the first page load.
const RangeCalendar = lazy(async () => ({ default: (await import('./RangeCalendar')).RangeCalendar }));

/** Check-in and check-out with the number of nights; opens the range calendar in a popover. `describedBy` names a note on the dates shown. */
export function DateRangeField({ describedBy, ...props }: StayRangeProps & { describedBy?: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { open, setOpen, close, wrapper, button } = usePopover();
  const panelId = useId();
  const nights = nightsBetween(props.checkin, props.checkout);
  // The year only when the stay is not in this year, to keep the field short.
  const sameYear = props.checkin.slice(0, 4) === props.today.slice(0, 4) && props.checkout.slice(0, 4) === props.today.slice(0, 4);
  const show = (date: string, locale: string) =>
    formatDate(date, locale, { weekday: 'short', month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });

  return (
    <div className="field date-range" ref={wrapper}>
      <span className="field-label" id={`${panelId}-label`}>
        {t('search.dates')}
      </span>
      <button
        ref={button}
        type="button"
        className="field-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${panelId}-label ${panelId}-value`}
        aria-describedby={describedBy}
        onClick={() => setOpen(!open)}
      >
        <span id={`${panelId}-value`}>
          {props.dayUse ? (
            <>
              <bdi className="stay-date">{show(props.checkin, i18n.language)}</bdi>{' '}
              <span className="nights-badge">{t('search.day_use')}</span>
            </>
          ) : (
            <>
              <StayDates checkin={props.checkin} checkout={props.checkout} format={show} />{' '}
              <span className="nights-badge">{t('common.nights', { count: nights })}</span>
            </>
          )}
        </span>
      </button>
      {open ? (
        <div id={panelId} className="popover" role="dialog" aria-modal="false" aria-label={t('search.choose_dates')}>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <RangeCalendar
              {...props}
              onChange={(range) => {
                props.onChange(range);
                close();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
