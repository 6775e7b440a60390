import { useState, type FormEvent } from 'react';
import { WEEKDAYS } from '@yado/domain/console';
import type { Calendar, StaffUser } from '@yado/domain/wire/console';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { minorUnits } from './amounts';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';

const wholeOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** Sets rate, total stock, stop-sell and minimum stay of one room type over a range of dates, on the weekdays ticked. */
export function BulkEditForm({
  calendar,
  hotel,
  today,
  onSaved,
}: {
  calendar: Calendar;
  hotel: StaffUser['hotels'][number];
  today: string;
  onSaved: () => void;
}) {
  const { t } = useConsoleText();
  const first = calendar.room_types[0];
  const [roomTypeId, setRoomTypeId] = useState(String(first?.id ?? ''));
  const roomType = calendar.room_types.find((rt) => String(rt.id) === roomTypeId) ?? first;
  const [planId, setPlanId] = useState('');
  const [from, setFrom] = useState(calendar.from);
  const [to, setTo] = useState(calendar.from);
  const [weekdays, setWeekdays] = useState<number[]>([...WEEKDAYS]);
  const [rate, setRate] = useState('');
  const [total, setTotal] = useState('');
  const [stopSell, setStopSell] = useState('');
  const [minStay, setMinStay] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);

  const plan = roomType?.plans.find((p) => String(p.id) === planId) ?? roomType?.plans[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(null);
    const amount = minorUnits(rate, hotel.currency);
    const body = {
      room_type_id: Number(roomType?.id),
      from,
      to,
      weekdays,
      ...(amount !== null && plan ? { rate: { room_plan_id: plan.id, adults: roomType?.rate_adults ?? 2, amount } } : {}),
      ...(wholeOrNull(total) !== null ? { total: wholeOrNull(total) } : {}),
      ...(stopSell ? { stop_sell: stopSell === 'close' } : {}),
      ...(wholeOrNull(minStay) !== null ? { min_stay: wholeOrNull(minStay) } : {}),
    };
    const nothing = Object.keys(body).length === 4;
    setMissing(nothing);
    if (nothing) return;
    setPending(true);
    try {
      const answer = await consoleApi<{ data: { nights: number } }>(`/hotels/${encodeURIComponent(hotel.code)}/calendar/bulk_edit`, {
        method: 'POST',
        body,
      });
      setDone(answer.data.nights);
      onSaved();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));

  return (
    <section className="console-card bulk-edit" aria-labelledby="bulk-edit-heading">
      <h2 id="bulk-edit-heading">{t('console.bulk.heading')}</h2>
      <form onSubmit={submit} noValidate>
        <ConsoleError error={error} />
        {missing ? (
          <p className="alert alert-error" role="alert">
            {t('console.bulk.nothing')}
          </p>
        ) : null}
        <div className="bulk-edit-grid">
          <FormField
            label={t('console.bulk.roomType')}
            name="room_type"
            required
            value={roomTypeId}
            options={calendar.room_types.map((rt) => ({ value: String(rt.id), label: rt.name }))}
            onChange={(e) => {
              setRoomTypeId(e.currentTarget.value);
              setPlanId('');
            }}
          />
          <FormField
            label={t('console.bulk.from')}
            type="date"
            name="from"
            required
            min={today}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <FormField
            label={t('console.bulk.to')}
            type="date"
            name="to"
            required
            min={from}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </div>
        <fieldset className="bulk-weekdays">
          <legend>{t('console.bulk.weekdays')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="bulk-weekday">
              <input type="checkbox" name="weekdays" value={day} checked={weekdays.includes(day)} onChange={() => toggle(day)} />
              {t(`console.weekdays.${day}`)}
            </label>
          ))}
        </fieldset>
        <div className="bulk-edit-grid">
          <FormField
            label={t('console.bulk.plan')}
            name="room_plan"
            value={String(plan?.id ?? '')}
            optionalMark={false}
            options={(roomType?.plans ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            onChange={(e) => setPlanId(e.currentTarget.value)}
          />
          <FormField
            label={t('console.bulk.rate', { currency: hotel.currency, count: roomType?.rate_adults ?? 2 })}
            hint={t('console.bulk.leaveBlank')}
            optionalMark={false}
            type="number"
            name="rate"
            min={0}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.currentTarget.value)}
          />
          <FormField
            label={t('console.bulk.total')}
            hint={t('console.bulk.leaveBlank')}
            optionalMark={false}
            type="number"
            name="total"
            min={0}
            inputMode="numeric"
            value={total}
            onChange={(e) => setTotal(e.currentTarget.value)}
          />
          <FormField
            label={t('console.bulk.stopSell')}
            name="stop_sell"
            value={stopSell}
            optionalMark={false}
            options={[
              { value: '', label: t('console.bulk.unchanged') },
              { value: 'close', label: t('console.bulk.close') },
              { value: 'open', label: t('console.bulk.open') },
            ]}
            onChange={(e) => setStopSell(e.currentTarget.value)}
          />
          <FormField
            label={t('console.bulk.minStay')}
            hint={t('console.bulk.leaveBlank')}
            optionalMark={false}
            type="number"
            name="min_stay"
            min={1}
            max={30}
            inputMode="numeric"
            value={minStay}
            onChange={(e) => setMinStay(e.currentTarget.value)}
          />
        </div>
        <SubmitButton pending={pending}>{t('console.bulk.submit')}</SubmitButton>
        <p role="status" className="bulk-done">
          {done !== null ? t('console.bulk.done', { count: done }) : ''}
        </p>
      </form>
    </section>
  );
}
