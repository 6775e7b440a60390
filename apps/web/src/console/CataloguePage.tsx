import { Fragment, useEffect, useRef, useState } from 'react';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsolePlan, ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { ConsoleError } from './ConsoleError';
import { useConsoleText } from './i18n';
import { PlanForm, type PlanChoices } from './PlanForm';
import { RoomTypeForm } from './RoomTypeForm';

interface Catalogue extends PlanChoices {
  hotelLocale: Locale;
  canEdit: boolean;
  roomTypes: ConsoleRoomType[];
  plans: ConsolePlan[];
}
type Editing = { kind: 'room_type'; record: ConsoleRoomType | null } | { kind: 'plan'; record: ConsolePlan | null } | null;

async function fetchCatalogue(hotelCode: string): Promise<Catalogue> {
  const path = `/hotels/${encodeURIComponent(hotelCode)}`;
  const [roomTypes, plans] = await Promise.all([
    consoleApi<{ data: { hotel_locale: string; can_edit: boolean; room_types: ConsoleRoomType[] } }>(`${path}/room-types`),
    consoleApi<{ data: PlanChoices & { plans: ConsolePlan[] } }>(`${path}/plans`),
  ]);
  const hotelLocale = roomTypes.data.hotel_locale;
  return {
    hotelLocale: isLocale(hotelLocale) ? hotelLocale : 'ja',
    canEdit: roomTypes.data.can_edit,
    roomTypes: roomTypes.data.room_types,
    plans: plans.data.plans,
    cancellation_policies: plans.data.cancellation_policies,
    room_types: plans.data.room_types,
    payment_types: plans.data.payment_types,
  };
}

/** The hotel's room types and plans, each opened in its form to change it, and new ones added. */
export function CataloguePage({ hotel }: { hotel: StaffUser['hotels'][number] }) {
  const { t, tw, locale } = useConsoleText();
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    fetchCatalogue(hotel.code).then(setCatalogue, setError);
  }, [hotel.code]);

  const nameOf = (record: { names: Record<string, string>; code: string }) => pickTranslation(record.names, locale, record.code);
  const open = (next: Editing) => {
    setSaved('');
    setEditing(next);
  };
  const done = (name: string) => {
    setEditing(null);
    setSaved(t('console.catalogue.saved', { name }));
    fetchCatalogue(hotel.code).then((fresh) => {
      setCatalogue(fresh);
      heading.current?.focus();
    }, setError);
  };
  const close = () => {
    setEditing(null);
    heading.current?.focus();
  };

  let body;
  if (!catalogue) body = error ? null : <Spinner label={t('console.loading')} />;
  else if (editing?.kind === 'room_type')
    body = (
      <RoomTypeForm
        hotel={hotel}
        hotelLocale={catalogue.hotelLocale}
        roomType={editing.record}
        onSaved={(roomType) => done(nameOf(roomType))}
        onCancel={close}
      />
    );
  else if (editing?.kind === 'plan')
    body = (
      <PlanForm
        hotel={hotel}
        hotelLocale={catalogue.hotelLocale}
        plan={editing.record}
        choices={catalogue}
        onSaved={(plan) => done(nameOf(plan))}
        onCancel={close}
      />
    );
  else
    body = (
      <>
        {catalogue.canEdit ? null : <p className="alert">{t('console.catalogue.readOnly')}</p>}
        <section className="console-card" aria-labelledby="room-types-heading">
          <div className="catalogue-list-head">
            <h2 id="room-types-heading">{t('console.catalogue.roomTypes')}</h2>
            {catalogue.canEdit ? (
              <button type="button" className="button" onClick={() => open({ kind: 'room_type', record: null })}>
                {t('console.catalogue.addRoomType')}
              </button>
            ) : null}
          </div>
          <ul className="catalogue-list">
            {catalogue.roomTypes.map((rt) => (
              <li key={rt.code} className="catalogue-item">
                <div>
                  <strong>{nameOf(rt)}</strong> <code dir="ltr">{rt.code}</code>
                  <p className="catalogue-facts">
                    {[
                      tw('room.sleeps', { count: rt.sleeps }),
                      rt.beds.map((b) => tw(`room.bed.${b.type}`, { count: b.count })).join(', '),
                      `${rt.size_sqm} m²`,
                      tw(`room.wifi.${rt.wifi}`),
                    ].map((fact, index) => (
                      <Fragment key={index}>
                        {index > 0 ? ' · ' : ''}
                        <bdi>{fact}</bdi>
                      </Fragment>
                    ))}
                  </p>
                </div>
                {catalogue.canEdit ? (
                  <button type="button" className="button" onClick={() => open({ kind: 'room_type', record: rt })}>
                    {t('console.catalogue.edit')}
                    <span className="visually-hidden"> {nameOf(rt)}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <section className="console-card" aria-labelledby="plans-heading">
          <div className="catalogue-list-head">
            <h2 id="plans-heading">{t('console.catalogue.plans')}</h2>
            {catalogue.canEdit ? (
              <button type="button" className="button" onClick={() => open({ kind: 'plan', record: null })}>
                {t('console.catalogue.addPlan')}
              </button>
            ) : null}
          </div>
          <ul className="catalogue-list">
            {catalogue.plans.map((plan) => (
              <li key={plan.code} className="catalogue-item">
                <div>
                  <strong>{nameOf(plan)}</strong> <code dir="ltr">{plan.code}</code>
                  <p className="catalogue-facts">
                    {[
                      tw(`meals.${plan.meals}`),
                      t('console.catalogue.roomTypeCount', { count: plan.room_type_codes.length }),
                      ...(plan.members_only ? [t('console.catalogue.membersOnly')] : []),
                      ...(plan.secret_code ? [t('console.catalogue.secretShort')] : []),
                      ...(plan.sale_start_date || plan.sale_end_date
                        ? [t('console.catalogue.salePeriod', { from: plan.sale_start_date ?? '…', to: plan.sale_end_date ?? '…' })]
                        : []),
                    ].map((fact, index) => (
                      <Fragment key={index}>
                        {index > 0 ? ' · ' : ''}
                        <bdi>{fact}</bdi>
                      </Fragment>
                    ))}
                  </p>
                </div>
                {catalogue.canEdit ? (
                  <button type="button" className="button" onClick={() => open({ kind: 'plan', record: plan })}>
                    {t('console.catalogue.edit')}
                    <span className="visually-hidden"> {nameOf(plan)}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </>
    );

  return (
    <main className="console-page catalogue-page">
      <h1 ref={heading} tabIndex={-1}>
        {t('console.catalogue.heading')} · {hotel.name}
      </h1>
      <ConsoleError error={error} />
      <p role="status" className="bulk-done">
        {saved}
      </p>
      {body}
    </main>
  );
}
