import {
  BED_TYPES,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOM_SQM,
  roomTypeCreateSchema,
  roomTypeProblems,
  WIFI_KINDS,
} from '@yado/domain/catalogue-editing';
import { pickTranslation, type Locale } from '@yado/domain/locales';
import type { StaffUser } from '@yado/domain/wire/console';
import type { ConsoleRoomType } from '@yado/domain/wire/console-catalogue';
import { FormField } from '../components/FormField';
import { OrderField, problemsOf, Toggle, typedNumber } from './catalogue-fields';
import { CatalogueForm, useCatalogueForm } from './catalogue-form';
import { useConsoleText } from './i18n';
import { RoomTypePhotos } from './RoomTypePhotos';

type Draft = Omit<ConsoleRoomType, 'size_tatami' | 'sleeps' | 'max_adults' | 'size_sqm' | 'sort_order'> & {
  sleeps: string;
  max_adults: string;
  size_sqm: string;
  sort_order: string;
};

const blank: Draft = {
  code: '',
  names: {},
  descriptions: {},
  beds: [],
  sleeps: '2',
  max_adults: '2',
  size_sqm: '',
  bath: true,
  shower: true,
  toilet: true,
  smoking: false,
  wifi: 'free',
  sort_order: '0',
  images: [],
};

const draftOf = (rt: ConsoleRoomType): Draft => ({
  ...rt,
  sleeps: String(rt.sleeps),
  max_adults: String(rt.max_adults),
  size_sqm: String(rt.size_sqm),
  sort_order: String(rt.sort_order),
});

/** Adds a room type, or changes one: its texts per language, beds, guests, size and what the room has. */
export function RoomTypeForm({
  hotel,
  hotelLocale,
  roomType,
  onSaved,
  onCancel,
}: {
  hotel: StaffUser['hotels'][number];
  hotelLocale: Locale;
  roomType: ConsoleRoomType | null;
  onSaved: (saved: ConsoleRoomType) => void;
  onCancel: () => void;
}) {
  const { t, tw, locale } = useConsoleText();
  const form = useCatalogueForm<Draft, ConsoleRoomType>({
    kind: 'room_type',
    hotelCode: hotel.code,
    existingCode: roomType?.code ?? null,
    initial: () => (roomType ? draftOf(roomType) : blank),
    check: (draft) => {
      const body = {
        ...draft,
        sleeps: typedNumber(draft.sleeps),
        max_adults: typedNumber(draft.max_adults),
        size_sqm: typedNumber(draft.size_sqm),
        sort_order: typedNumber(draft.sort_order),
      };
      const parsed = roomTypeCreateSchema.safeParse(body);
      return { body, problems: problemsOf(parsed, () => (parsed.success ? roomTypeProblems(parsed.data, hotelLocale) : [])) };
    },
    onSaved,
  });
  const { draft, set, errors, pending } = form;
  const bedCount = (type: string) => draft.beds.find((b) => b.type === type)?.count ?? 0;

  return (
    <CatalogueForm
      id="room-type-form-heading"
      heading={roomType ? t('console.catalogue.editRoomType', { code: roomType.code }) : t('console.catalogue.newRoomType')}
      form={form}
      isNew={!roomType}
      hotelLocale={hotelLocale}
      onCancel={onCancel}
      after={
        roomType ? (
          <RoomTypePhotos
            hotelCode={hotel.code}
            hotelLocale={hotelLocale}
            roomType={roomType}
            name={pickTranslation(roomType.names, locale, roomType.code)}
          />
        ) : null
      }
    >
      <fieldset className={errors.beds ? 'catalogue-choices has-error' : 'catalogue-choices'}>
        <legend>{t('console.catalogue.beds')}</legend>
        <div className="bulk-edit-grid">
          {BED_TYPES.map((type) => (
            <FormField
              key={type}
              label={t(`console.catalogue.bedTypes.${type}`)}
              type="number"
              name={`beds.${type}`}
              min={0}
              max={10}
              inputMode="numeric"
              optionalMark={false}
              value={String(bedCount(type))}
              onChange={(e) => {
                const count = Math.max(0, Math.floor(Number(e.currentTarget.value) || 0));
                const others = draft.beds.filter((b) => b.type !== type);
                set({ beds: count > 0 ? [...others, { type, count }] : others });
              }}
            />
          ))}
        </div>
        {errors.beds ? <p className="field-error">{tw(errors.beds)}</p> : null}
      </fieldset>
      <div className="bulk-edit-grid">
        <FormField
          label={t('console.catalogue.sleeps')}
          type="number"
          name="sleeps"
          required
          min={1}
          max={MAX_GUESTS_PER_ROOM}
          inputMode="numeric"
          value={draft.sleeps}
          error={errors.sleeps}
          onChange={(e) => set({ sleeps: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.maxAdults')}
          type="number"
          name="max_adults"
          required
          min={1}
          max={MAX_GUESTS_PER_ROOM}
          inputMode="numeric"
          value={draft.max_adults}
          error={errors.max_adults}
          onChange={(e) => set({ max_adults: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.size')}
          type="number"
          name="size_sqm"
          required
          min={1}
          max={MAX_ROOM_SQM}
          step="0.1"
          inputMode="decimal"
          value={draft.size_sqm}
          error={errors.size_sqm}
          onChange={(e) => set({ size_sqm: e.currentTarget.value })}
        />
        <FormField
          label={t('console.catalogue.wifi')}
          name="wifi"
          required
          value={draft.wifi}
          options={WIFI_KINDS.map((kind) => ({ value: kind, label: tw(`room.wifi.${kind}`) }))}
          onChange={(e) => set({ wifi: e.currentTarget.value })}
        />
        <OrderField value={draft.sort_order} error={errors.sort_order} onChange={(sort_order) => set({ sort_order })} />
      </div>
      <fieldset className="catalogue-choices">
        <legend>{t('console.catalogue.amenities')}</legend>
        <div className="catalogue-choice-list">
          {(['bath', 'shower', 'toilet', 'smoking'] as const).map((key) => (
            <Toggle
              key={key}
              label={t(`console.catalogue.${key}`)}
              name={key}
              checked={draft[key]}
              disabled={pending}
              onChange={(on) => set({ [key]: on })}
            />
          ))}
        </div>
      </fieldset>
    </CatalogueForm>
  );
}
