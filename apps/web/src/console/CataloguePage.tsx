import { useEffect, useRef, useState } from 'react';
import { cancellationTerms } from '@yado/domain/cancellation';
import { cancellationSentences } from '@yado/domain/cancellation-words';
import { isLocale, pickTranslation, type Locale } from '@yado/domain/locales';
import { formatMoney } from '@yado/domain/money';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleExtra, ConsolePlan, ConsolePolicy, ConsoleQuestion, ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import { Spinner } from '../components/Spinner';
import { consoleApi } from './api';
import { CatalogueSection } from './catalogue-list';
import { ConsoleError } from './ConsoleError';
import { ExtraForm } from './ExtraForm';
import { useConsoleText } from './i18n';
import { PlanForm, type PlanChoices } from './PlanForm';
import { PolicyForm } from './PolicyForm';
import { QuestionForm } from './QuestionForm';
import { RoomTypeForm } from './RoomTypeForm';

interface Catalogue extends PlanChoices {
  hotelLocale: Locale;
  canEdit: boolean;
  roomTypes: ConsoleRoomType[];
  plans: ConsolePlan[];
  extras: ConsoleExtra[];
  questions: ConsoleQuestion[];
  policies: ConsolePolicy[];
  /** The plans a question may be asked for, or an extra offered with. */
  planChoices: Array<{ code: string; name: string }>;
}
type Editing =
  | { kind: 'room_type'; record: ConsoleRoomType | null }
  | { kind: 'plan'; record: ConsolePlan | null }
  | { kind: 'extra'; record: ConsoleExtra | null }
  | { kind: 'question'; record: ConsoleQuestion | null }
  | { kind: 'policy'; record: ConsolePolicy | null }
  | null;

async function fetchCatalogue(hotelCode: string): Promise<Catalogue> {
  const path = `/hotels/${encodeURIComponent(hotelCode)}`;
  const [roomTypes, plans, extras, questions, policies] = await Promise.all([
    consoleApi<{ data: { hotel_locale: string; can_edit: boolean; room_types: ConsoleRoomType[] } }>(`${path}/room-types`),
    consoleApi<{ data: PlanChoices & { plans: ConsolePlan[] } }>(`${path}/plans`),
    consoleApi<{ data: { extras: ConsoleExtra[] } }>(`${path}/extras`),
    consoleApi<{ data: { questions: ConsoleQuestion[]; plans: Array<{ code: string; name: string }> } }>(`${path}/questions`),
    consoleApi<{ data: { policies: ConsolePolicy[] } }>(`${path}/cancellation-policies`),
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
    extras: extras.data.extras,
    questions: questions.data.questions,
    policies: policies.data.policies,
    planChoices: questions.data.plans,
  };
}

/** The hotel's room types, plans, cancellation policies, extras and additional questions, each opened in its form to change it, and new ones added. */
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
  const textOf = (question: ConsoleQuestion) => pickTranslation(question.texts, locale, `#${question.id}`);
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
  else if (editing?.kind === 'policy')
    body = (
      <PolicyForm
        hotel={hotel}
        hotelLocale={catalogue.hotelLocale}
        policy={editing.record}
        onSaved={(policy) => done(policy.name)}
        onCancel={close}
      />
    );
  else if (editing?.kind === 'extra')
    body = (
      <ExtraForm
        hotel={hotel}
        hotelLocale={catalogue.hotelLocale}
        extra={editing.record}
        plans={catalogue.planChoices}
        onSaved={(extra) => done(nameOf(extra))}
        onCancel={close}
      />
    );
  else if (editing?.kind === 'question')
    body = (
      <QuestionForm
        hotel={hotel}
        hotelLocale={catalogue.hotelLocale}
        question={editing.record}
        plans={catalogue.planChoices}
        onSaved={(question) => done(textOf(question))}
        onCancel={close}
      />
    );
  else {
    const { canEdit } = catalogue;
    const find =
      <T,>(records: T[], key: (record: T) => string) =>
      (wanted: string) =>
        records.find((r) => key(r) === wanted) ?? null;
    body = (
      <>
        {canEdit ? null : <p className="alert">{t('console.catalogue.readOnly')}</p>}
        <CatalogueSection
          id="room-types-heading"
          heading={t('console.catalogue.roomTypes')}
          addLabel={t('console.catalogue.addRoomType')}
          canEdit={canEdit}
          entries={catalogue.roomTypes.map((rt) => ({
            key: rt.code,
            name: nameOf(rt),
            code: rt.code,
            facts: [
              tw('room.sleeps', { count: rt.sleeps }),
              rt.beds.map((b) => tw(`room.bed.${b.type}`, { count: b.count })).join(', '),
              `${rt.size_sqm} m²`,
              tw(`room.wifi.${rt.wifi}`),
            ],
          }))}
          onAdd={() => open({ kind: 'room_type', record: null })}
          onEdit={(code) => open({ kind: 'room_type', record: find(catalogue.roomTypes, (rt) => rt.code)(code) })}
        />
        <CatalogueSection
          id="plans-heading"
          heading={t('console.catalogue.plans')}
          addLabel={t('console.catalogue.addPlan')}
          canEdit={canEdit}
          entries={catalogue.plans.map((plan) => ({
            key: plan.code,
            name: nameOf(plan),
            code: plan.code,
            facts: [
              tw(`meals.${plan.meals}`),
              t('console.catalogue.roomTypeCount', { count: plan.room_type_codes.length }),
              ...(plan.members_only ? [t('console.catalogue.membersOnly')] : []),
              ...(plan.secret_code ? [t('console.catalogue.secretShort')] : []),
              ...(plan.sale_start_date || plan.sale_end_date
                ? [t('console.catalogue.salePeriod', { from: plan.sale_start_date ?? '…', to: plan.sale_end_date ?? '…' })]
                : []),
            ],
          }))}
          onAdd={() => open({ kind: 'plan', record: null })}
          onEdit={(code) => open({ kind: 'plan', record: find(catalogue.plans, (p) => p.code)(code) })}
        />
        <CatalogueSection
          id="policies-heading"
          heading={t('console.catalogue.policies')}
          addLabel={t('console.catalogue.addPolicy')}
          canEdit={canEdit}
          entries={catalogue.policies.map((policy) => ({
            key: policy.code,
            name: policy.name,
            code: policy.code,
            facts: [
              ...cancellationSentences(cancellationTerms(policy).lines, locale),
              t('console.catalogue.planCount', { count: policy.plan_codes.length }),
            ],
          }))}
          onAdd={() => open({ kind: 'policy', record: null })}
          onEdit={(code) => open({ kind: 'policy', record: find(catalogue.policies, (p) => p.code)(code) })}
        />
        <CatalogueSection
          id="extras-heading"
          heading={t('console.catalogue.extras')}
          addLabel={t('console.catalogue.addExtra')}
          canEdit={canEdit}
          entries={catalogue.extras.map((extra) => ({
            key: extra.code,
            name: nameOf(extra),
            code: extra.code,
            facts: [
              t(`console.catalogue.extraTypes.${extra.extra_type}`),
              ...(extra.sale
                ? [
                    t('console.catalogue.pricePer', {
                      price: formatMoney(extra.sale.price, hotel.currency, locale),
                      unit: tw(`extras.units.${extra.unit}`),
                    }),
                    t('console.catalogue.salePeriod', { from: extra.sale.from, to: extra.sale.to }),
                  ]
                : [t('console.catalogue.noDates')]),
              ...(extra.on_sale ? [] : [t('console.catalogue.offSale')]),
            ],
          }))}
          onAdd={() => open({ kind: 'extra', record: null })}
          onEdit={(code) => open({ kind: 'extra', record: find(catalogue.extras, (e) => e.code)(code) })}
        />
        <CatalogueSection
          id="questions-heading"
          heading={t('console.catalogue.questions')}
          addLabel={t('console.catalogue.addQuestion')}
          canEdit={canEdit}
          entries={catalogue.questions.map((question) => ({
            key: String(question.id),
            name: textOf(question),
            facts: [
              t(`console.catalogue.questionTypes.${question.question_type}`),
              ...(question.answer_type === 'options' ? [t('console.catalogue.answerTypes.options')] : []),
              t(`console.catalogue.modes.${question.mode}`),
              t(`console.catalogue.places.${question.place}`),
            ],
          }))}
          onAdd={() => open({ kind: 'question', record: null })}
          onEdit={(id) => open({ kind: 'question', record: find(catalogue.questions, (q) => String(q.id))(id) })}
        />
      </>
    );
  }

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
