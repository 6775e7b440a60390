import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { addDays, nightsBetween } from '@yado/domain/dates';
import { emailField, guestFieldsSchema, nameRuleForLocale, type GuestFields } from '@yado/domain/validation';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { BookerNameFields, ContactFields, SpecialRequestField } from '../../../components/GuestFields';
import { Spinner } from '../../../components/Spinner';
import { errorAt } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { formatInstant } from '../../../lib/lottery-entry';
import { emptyGuest } from '../../../lib/member-guest';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { lotteryEventQuery, type LotteryEvent } from '../../../lib/lottery-event';
import { enterLottery, updateEntry } from '../api/lotteries';
import { LotteryDates } from './LotteryDates';
import '../lottery.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** The stay an entry asks for: a check-in, the nights from it and the adults. */
export interface StayChoice {
  checkin: string;
  nights: number;
  adults: number;
}

/** Every check-in the event takes, and how many nights each allows before its last check-out. */
function stayChoices(event: LotteryEvent) {
  const checkins: string[] = [];
  for (let day = event.stay_start; addDays(day, event.min_nights) <= event.stay_end; day = addDays(day, 1)) checkins.push(day);
  const nightsFrom = (checkin: string) => {
    const most = Math.min(event.max_nights, nightsBetween(checkin, event.stay_end));
    return Array.from({ length: Math.max(0, most - event.min_nights + 1) }, (_, i) => event.min_nights + i);
  };
  return { checkins, nightsFrom };
}

/** The stay asked, with its nights brought within what its check-in allows. */
function fittedStay(event: LotteryEvent, stay: StayChoice): StayChoice {
  const allowed = stayChoices(event).nightsFrom(stay.checkin);
  return { ...stay, nights: allowed.includes(stay.nights) ? stay.nights : (allowed[0] ?? event.min_nights) };
}

/** Where the form starts: the stay given when the event takes its check-in, else the event's first stay for two. */
function startingStay(event: LotteryEvent, given: StayChoice | null): StayChoice {
  if (given && stayChoices(event).checkins.includes(given.checkin)) return fittedStay(event, given);
  return { checkin: event.stay_start, nights: event.min_nights, adults: given?.adults ?? 2 };
}

type Form = GuestFields & { email: string };

export interface EntryFormStart {
  /** The stay to start from; the event's first one when absent or not one it takes. */
  stay: StayChoice | null;
  roomPlanCode: string | null;
  guest: Partial<Form>;
  /** The entry being changed (current_lottery_entry); a new entry when null. */
  entryNumber: string | null;
}

/** A member chooses the stay, the room and the party, gives the booker's details and enters the draw, or changes an entry. */
export function LotteryEntryForm({ eventId, start }: { eventId: string; start: EntryFormStart }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code, locale } = useWidget();
  const [stay, setStay] = useState<StayChoice | null>(null);
  const [roomPlanCode, setRoomPlanCode] = useState<string | null>(start.roomPlanCode);
  const [roomMissing, setRoomMissing] = useState(false);
  const outline = useQuery(lotteryEventQuery(eventId, null, locale));
  const chosen = stay ?? (outline.data ? startingStay(outline.data, start.stay) : null);
  const asked = chosen ? { checkin: chosen.checkin, checkout: addDays(chosen.checkin, chosen.nights), adults: chosen.adults } : null;
  const priced = useQuery({ ...lotteryEventQuery(eventId, asked, locale), enabled: asked !== null });
  const event = priced.data ?? outline.data;

  const schema = useMemo(
    () => guestFieldsSchema({ locale, addressRequired: false, roomCount: 0 }).extend({ email: emailField() }),
    [locale],
  );
  const { register, handleSubmit, formState, setFocus } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { ...emptyGuest(0), ...start.guest },
    mode: 'onTouched',
  });
  const headingRef = useHeadingFocus({ moment: event?.id });
  const entering = useMutation({
    mutationFn: (form: Form) => {
      if (!asked || !roomPlanCode || !event) throw new Error('no stay chosen');
      const room = event.room_plans.find((rp) => rp.room_plan_code === roomPlanCode);
      const entry = {
        lottery_event_id: event.id,
        checkin_date: asked.checkin,
        checkout_date: asked.checkout,
        locale,
        room_type_code: room?.room_type_code ?? '',
        room_plan_code: roomPlanCode,
        adults: asked.adults,
        guest: form,
        special_request: form.special_request || undefined,
      };
      return start.entryNumber ? updateEntry(start.entryNumber, entry) : enterLottery(code, entry);
    },
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: ['lottery-entry'] });
      navigate(widgetHref(`/room-lottery/confirmation/${entry.entry_number}`, code));
    },
  });

  if (outline.isError) return <ErrorMessage error={outline.error} />;
  if (!event || !chosen) return <Spinner label={t('common.loading')} />;

  const { checkins, nightsFrom } = stayChoices(event);
  const largest = Math.max(1, ...event.room_plans.map((rp) => rp.max_adults));
  const err = (path: string) => errorAt(formState.errors as FieldErrors<FieldValues>, path);
  const fieldsRegister = register as unknown as UseFormRegister<GuestFields>;
  const changeStay = (patch: Partial<StayChoice>) => setStay(fittedStay(event, { ...chosen, ...patch }));
  const roomOpen = (rp: LotteryEvent['room_plans'][number]) => rp.prices !== null && rp.max_adults >= chosen.adults;
  const picked = event.room_plans.find((rp) => rp.room_plan_code === roomPlanCode && roomOpen(rp)) ?? null;

  return (
    <section className="lottery-page">
      <h1 ref={headingRef} tabIndex={-1}>
        {event.name}
      </h1>
      <p className="lottery-hotel">{event.hotel.name}</p>
      {event.notification ? <p className="panel lottery-notice">{event.notification}</p> : null}
      <LotteryDates dates={event} />
      {start.entryNumber ? <p className="alert alert-info">{t('lottery.changing', { number: start.entryNumber })}</p> : null}
      {!event.entries_open ? (
        <p className="alert alert-info" role="status">
          {t('lottery.entries_closed', { date: formatInstant(event.entry_deadline, i18n.language) })}
        </p>
      ) : (
        <form
          noValidate
          className="panel lottery-form"
          onSubmit={handleSubmit(
            (form) => {
              setRoomMissing(picked === null);
              if (picked) entering.mutate(form);
            },
            (errors) => {
              setRoomMissing(picked === null);
              setFocus(Object.keys(errors)[0] as keyof Form);
            },
          )}
        >
          {entering.isError ? <ErrorMessage error={entering.error} /> : null}
          <fieldset>
            <legend>{t('lottery.your_stay')}</legend>
            <div className="field-row">
              <FormField
                label={t('lottery.checkin')}
                optionalMark={false}
                options={checkins.map((day) => ({ value: day, label: formatDate(day, i18n.language, { dateStyle: 'full' }) }))}
                value={chosen.checkin}
                onChange={(e) => changeStay({ checkin: e.target.value })}
              />
              <FormField
                label={t('lottery.nights')}
                optionalMark={false}
                options={nightsFrom(chosen.checkin).map((n) => ({ value: String(n), label: t('common.nights', { count: n }) }))}
                value={String(chosen.nights)}
                onChange={(e) => changeStay({ nights: Number(e.target.value) })}
              />
              <FormField
                label={t('lottery.adults')}
                optionalMark={false}
                options={Array.from({ length: largest }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                value={String(chosen.adults)}
                onChange={(e) => changeStay({ adults: Number(e.target.value) })}
              />
            </div>
          </fieldset>
          <fieldset
            className={roomMissing ? 'lottery-rooms has-error' : 'lottery-rooms'}
            aria-describedby={roomMissing ? 'room-error' : undefined}
          >
            <legend>{t('lottery.room')}</legend>
            {event.room_plans.map((rp) => (
              <label key={rp.room_plan_code} className="lottery-room">
                <input
                  type="radio"
                  name="room"
                  value={rp.room_plan_code}
                  checked={picked?.room_plan_code === rp.room_plan_code}
                  disabled={!roomOpen(rp)}
                  onChange={() => {
                    setRoomPlanCode(rp.room_plan_code);
                    setRoomMissing(false);
                  }}
                />
                <span className="lottery-room-text">
                  <strong>{rp.room_type_name}</strong>
                  <span>{rp.plan_name}</span>
                </span>
                <span className="lottery-room-price">
                  {rp.prices && rp.max_adults >= chosen.adults
                    ? formatMoney(rp.prices.total_price, rp.prices.currency_iso, i18n.language)
                    : t('lottery.room_not_for_stay')}
                </span>
              </label>
            ))}
            {roomMissing ? (
              <p id="room-error" className="field-error" role="alert">
                {t('lottery.choose_room')}
              </p>
            ) : null}
          </fieldset>
          <fieldset>
            <legend>{t('guest.booker')}</legend>
            <p className="field-hint legend-hint">{t(`guest.name_hint.${nameRuleForLocale(locale)}`)}</p>
            <BookerNameFields register={fieldsRegister} err={err} kana={locale === 'ja'} />
            <FormField label={t('guest.email')} type="email" required autoComplete="email" error={err('email')} {...register('email')} />
            <ContactFields register={fieldsRegister} err={err} addressRequired={false} />
            <SpecialRequestField register={fieldsRegister} err={err} />
          </fieldset>
          <p className="field-hint">{t('lottery.enter_hint', { date: formatInstant(event.results_at, i18n.language) })}</p>
          <button type="submit" className="button button-primary button-large" disabled={entering.isPending}>
            {t(start.entryNumber ? 'lottery.save_change' : 'lottery.enter')}
          </button>
        </form>
      )}
    </section>
  );
}
