import { EXTRA_TYPES } from '@yado/domain/extras';
import {
  EXTRA_UNITS,
  extraChangeSchema,
  extraCreateSchema,
  extraProblems,
  MAX_EXTRA_QUANTITY,
  type ExtraDraft,
} from '@yado/domain/extras-editing';
import { todayInTimeZone } from '@yado/domain/dates';
import type { Locale } from '@yado/domain/locales';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleExtra } from '@yado/domain/wire/console-catalogue';
import { FormField } from '../components/FormField';
import { majorUnits, minorUnits } from './amounts';
import { listError, OrderField, PlanPicker, problemsOf, Toggle, typedNumber } from './catalogue-fields';
import { CatalogueForm, useCatalogueForm } from './catalogue-form';
import { useConsoleText } from './i18n';

interface Sale {
  from: string;
  to: string;
  price: string;
  stock: string;
}
type Draft = Pick<ConsoleExtra, 'code' | 'names' | 'descriptions' | 'extra_type' | 'unit' | 'on_sale' | 'plan_codes'> & {
  min_quantity: string;
  max_quantity: string;
  order_deadline_hours: string;
  /** Times as typed, separated by commas or spaces. */
  delivery_times: string;
  sort_order: string;
  sale: Sale;
};

function draftOf(extra: ConsoleExtra | null, currency: string): Draft {
  return {
    code: extra?.code ?? '',
    names: extra?.names ?? {},
    descriptions: extra?.descriptions ?? {},
    extra_type: extra?.extra_type ?? 'generic',
    unit: extra?.unit ?? 'item',
    on_sale: extra?.on_sale ?? true,
    plan_codes: extra?.plan_codes ?? [],
    min_quantity: String(extra?.min_quantity ?? 1),
    max_quantity: String(extra?.max_quantity ?? 1),
    order_deadline_hours: String(extra?.order_deadline_hours ?? 0),
    delivery_times: (extra?.delivery_times ?? []).join(', '),
    sort_order: String(extra?.sort_order ?? 0),
    sale: extra?.sale
      ? { ...extra.sale, price: majorUnits(extra.sale.price, currency), stock: String(extra.sale.stock) }
      : { from: '', to: '', price: '', stock: '' },
  };
}

const sameSale = (a: Sale, b: Sale) => a.from === b.from && a.to === b.to && a.price === b.price && a.stock === b.stock;

/**
 * Adds an extra, or changes one: its texts per language, how it is sold (once per stay or on a
 * night), per what, how many, until when, at which times, and its price and stock for a run of
 * dates, and the plans it goes with. A change sends the dates only when they were changed here.
 */
export function ExtraForm({
  hotel,
  hotelLocale,
  extra,
  plans,
  onSaved,
  onCancel,
}: {
  hotel: StaffUser['hotels'][number];
  hotelLocale: Locale;
  extra: ConsoleExtra | null;
  /** The hotel's plans it may be limited to. */
  plans: ReadonlyArray<{ code: string; name: string }>;
  onSaved: (saved: ConsoleExtra) => void;
  onCancel: () => void;
}) {
  const { t, tw } = useConsoleText();
  const initial = draftOf(extra, hotel.currency);
  const form = useCatalogueForm<Draft, ConsoleExtra>({
    kind: 'extra',
    hotelCode: hotel.code,
    existingCode: extra?.code ?? null,
    initial: () => initial,
    check: (draft) => {
      const { sale, ...rest } = draft;
      const body = {
        ...rest,
        min_quantity: typedNumber(draft.min_quantity),
        max_quantity: typedNumber(draft.max_quantity),
        order_deadline_hours: typedNumber(draft.order_deadline_hours),
        delivery_times: draft.delivery_times.split(/[\s,、]+/).filter(Boolean),
        sort_order: typedNumber(draft.sort_order),
        ...(extra && sameSale(sale, initial.sale)
          ? {}
          : {
              sale: {
                from: sale.from,
                to: sale.to,
                price: minorUnits(sale.price, hotel.currency) ?? Number.NaN,
                stock: typedNumber(sale.stock),
              },
            }),
      };
      // A change leaves the dates out unless they were changed here; a new extra needs them.
      const parsed = (extra ? extraChangeSchema : extraCreateSchema).safeParse(body);
      const today = todayInTimeZone(hotel.time_zone);
      const rules = () => (parsed.success ? extraProblems(parsed.data as ExtraDraft, hotelLocale, today) : []);
      return { body, problems: problemsOf(parsed, rules) };
    },
    onSaved,
  });
  const { draft, set, errors, pending } = form;
  const setSale = (patch: Partial<Sale>) => set({ sale: { ...draft.sale, ...patch } });

  return (
    <CatalogueForm
      id="extra-form-heading"
      heading={extra ? t('console.catalogue.editExtra', { code: extra.code }) : t('console.catalogue.newExtra')}
      form={form}
      isNew={!extra}
      hotelLocale={hotelLocale}
      onCancel={onCancel}
    >
      {extra?.booked ? <p className="alert">{t('console.catalogue.extraBooked')}</p> : null}
      <div className="bulk-edit-grid catalogue-wide">
        <FormField
          label={t('console.catalogue.extraType')}
          name="extra_type"
          required
          value={draft.extra_type}
          error={errors.extra_type}
          options={EXTRA_TYPES.map((type) => ({ value: type, label: t(`console.catalogue.extraTypes.${type}`) }))}
          onChange={(e) => set({ extra_type: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.unit')}
          name="unit"
          required
          value={draft.unit}
          error={errors.unit}
          options={EXTRA_UNITS.map((unit) => ({ value: unit, label: tw(`extras.units.${unit}`) }))}
          onChange={(e) => set({ unit: e.currentTarget.value })}
        />
        {(['min_quantity', 'max_quantity'] as const).map((field) => (
          <FormField
            key={field}
            label={t(`console.catalogue.${field === 'min_quantity' ? 'minQuantity' : 'maxQuantity'}`)}
            type="number"
            name={field}
            required
            min={1}
            max={MAX_EXTRA_QUANTITY}
            inputMode="numeric"
            value={draft[field]}
            error={errors[field]}
            onChange={(e) => set({ [field]: e.currentTarget.value })}
          />
        ))}
        <FormField
          label={t('console.catalogue.deadline')}
          hint={t('console.catalogue.deadlineHint')}
          type="number"
          name="order_deadline_hours"
          required
          min={0}
          inputMode="numeric"
          value={draft.order_deadline_hours}
          error={errors.order_deadline_hours}
          onChange={(e) => set({ order_deadline_hours: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.deliveryTimes')}
          hint={t('console.catalogue.deliveryTimesHint')}
          name="delivery_times"
          dir="ltr"
          optionalMark={false}
          value={draft.delivery_times}
          error={listError(errors, 'delivery_times')}
          onChange={(e) => set({ delivery_times: e.currentTarget.value })}
        />
        <OrderField value={draft.sort_order} error={errors.sort_order} onChange={(sort_order) => set({ sort_order })} />
      </div>
      <fieldset className="catalogue-choices">
        <legend>{t('console.catalogue.sale')}</legend>
        <p className="field-hint">{t(extra ? 'console.catalogue.saleChangeHint' : 'console.catalogue.saleHint')}</p>
        <div className="bulk-edit-grid">
          <FormField
            label={t('console.catalogue.saleFrom')}
            type="date"
            name="sale.from"
            required
            value={draft.sale.from}
            error={errors['sale.from']}
            onChange={(e) => setSale({ from: e.currentTarget.value })}
          />
          <FormField
            label={t('console.catalogue.saleTo')}
            type="date"
            name="sale.to"
            required
            value={draft.sale.to}
            error={errors['sale.to']}
            onChange={(e) => setSale({ to: e.currentTarget.value })}
          />
          <FormField
            label={t('console.catalogue.price', { currency: hotel.currency })}
            type="number"
            name="sale.price"
            required
            min={0}
            inputMode="decimal"
            value={draft.sale.price}
            error={errors['sale.price']}
            onChange={(e) => setSale({ price: e.currentTarget.value })}
          />
          <FormField
            label={t('console.catalogue.stock')}
            type="number"
            name="sale.stock"
            required
            min={0}
            inputMode="numeric"
            value={draft.sale.stock}
            error={errors['sale.stock']}
            onChange={(e) => setSale({ stock: e.currentTarget.value })}
          />
        </div>
      </fieldset>
      <PlanPicker
        legend={t('console.catalogue.extraPlans')}
        hint={t('console.catalogue.extraPlansHint')}
        plans={plans}
        chosen={draft.plan_codes}
        errors={errors}
        disabled={pending}
        onChange={(plan_codes) => set({ plan_codes })}
      />
      <Toggle
        label={t('console.catalogue.onSale')}
        name="on_sale"
        checked={draft.on_sale}
        disabled={pending}
        onChange={(on_sale) => set({ on_sale })}
      />
    </CatalogueForm>
  );
}
