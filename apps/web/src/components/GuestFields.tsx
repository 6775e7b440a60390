import { Fragment, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { familyNameFirst } from '@yado/domain/person-name';
import { useTranslation } from '../lib/i18n';
import type { GuestFields } from '@yado/domain/validation';
import { FormField } from './FormField';

interface FieldsProps {
  register: UseFormRegister<GuestFields>;
  /** The error (a catalogue key) of a field by its path. */
  err: (path: string) => string | undefined;
}

/** The booker's names, with kana for a Japanese booking: the same fields when booking and when changing it. */
export function BookerNameFields({ register, err, kana }: FieldsProps & { kana: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <NamePair
        family={
          <FormField label={t('guest.last_name')} required autoComplete="family-name" error={err('last_name')} {...register('last_name')} />
        }
        given={
          <FormField
            label={t('guest.first_name')}
            required
            autoComplete="given-name"
            error={err('first_name')}
            {...register('first_name')}
          />
        }
      />
      {kana ? (
        <NamePair
          family={<FormField label={t('guest.last_name_kana')} required error={err('last_name_kana')} {...register('last_name_kana')} />}
          given={<FormField label={t('guest.first_name_kana')} required error={err('first_name_kana')} {...register('first_name_kana')} />}
        />
      ) : null}
    </>
  );
}

/** Phone, and the address when the hotel asks for it (§5). */
export function ContactFields({ register, err, addressRequired }: FieldsProps & { addressRequired: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('guest.phone')}
        type="tel"
        required
        autoComplete="tel"
        hint={t('guest.phone_hint')}
        error={err('phone')}
        {...register('phone')}
      />
      <FormField
        label={t('guest.postal_code')}
        required={addressRequired}
        autoComplete="postal-code"
        error={err('postal_code')}
        {...register('postal_code')}
      />
      {addressRequired ? (
        <>
          <FormField
            label={t('guest.prefecture_or_state')}
            required
            autoComplete="address-level1"
            error={err('prefecture_or_state')}
            {...register('prefecture_or_state')}
          />
          <FormField
            label={t('guest.street_address')}
            required
            autoComplete="address-line1"
            error={err('street_address')}
            {...register('street_address')}
          />
          <FormField
            label={t('guest.building')}
            autoComplete="address-line2"
            error={err('building_name_and_number')}
            {...register('building_name_and_number')}
          />
        </>
      ) : null}
    </>
  );
}

/**
 * The guest staying in each room, in English letters. `onTyped` hears the guest typing in a room's
 * names (not the form filling them), so a form that fills them can stop when the guest takes over.
 */
export function RoomGuestFields({
  register,
  err,
  roomCount,
  onTyped,
}: FieldsProps & { roomCount: number; onTyped?: (room: number) => void }) {
  const { t } = useTranslation();
  return Array.from({ length: roomCount }, (_, index) => (
    <fieldset key={index}>
      <legend>{roomCount > 1 ? t('guest.staying_guest_room', { number: index + 1 }) : t('guest.staying_guest')}</legend>
      <p className="field-hint">{t('guest.staying_guest_hint')}</p>
      <NamePair
        family={
          <FormField
            label={t('guest.last_name_english')}
            required
            autoComplete="family-name"
            error={err(`rooms.${index}.last_name`)}
            {...register(`rooms.${index}.last_name`, { onChange: () => onTyped?.(index) })}
          />
        }
        given={
          <FormField
            label={t('guest.first_name_english')}
            required
            autoComplete="given-name"
            error={err(`rooms.${index}.first_name`)}
            {...register(`rooms.${index}.first_name`, { onChange: () => onTyped?.(index) })}
          />
        }
      />
    </fieldset>
  ));
}

/** A family name and a given name, in the order the page's language writes a name. */
function NamePair({ family, given }: { family: ReactNode; given: ReactNode }) {
  const { i18n } = useTranslation();
  const pair = [<Fragment key="family">{family}</Fragment>, <Fragment key="given">{given}</Fragment>];
  return <div className="field-row">{familyNameFirst(i18n.language) ? pair : pair.reverse()}</div>;
}

/** The booker's special requests, a free text the hotel reads (§9: 255 characters on the booking forms). */
export function SpecialRequestField({ register, err, maxLength = 255 }: FieldsProps & { maxLength?: number }) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('guest.special_request')}
      multiline
      maxLength={maxLength}
      error={err('special_request')}
      {...register('special_request')}
    />
  );
}
