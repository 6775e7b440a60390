import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { isLocale, type Locale } from '@yado/domain/locales';
import { guestFieldsSchema, nameRuleForLocale, type GuestFields } from '@yado/domain/validation';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { BookerNameFields, ContactFields, RoomGuestFields, SpecialRequestField } from '../../../components/GuestFields';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { errorAt } from '../../../lib/form-errors';
import type { Reservation } from '../../../lib/reservation';
import { useWidget } from '../../../lib/widget-settings';
import { updateGuests } from '../api/change-reservation';
import type { ManageProps } from './manage-props';
import { ERROR_CODES } from '../../../lib/error-codes';

function currentFields(reservation: Reservation): GuestFields {
  const { guest } = reservation;
  return {
    last_name: guest.last_name,
    first_name: guest.first_name,
    last_name_kana: guest.last_name_kana ?? '',
    first_name_kana: guest.first_name_kana ?? '',
    phone: guest.phone,
    postal_code: guest.postal_code ?? '',
    prefecture_or_state: guest.prefecture_or_state ?? '',
    street_address: guest.street_address ?? '',
    building_name_and_number: guest.building_name_and_number ?? '',
    special_request: reservation.special_request ?? '',
    rooms: reservation.rooms.map((room) => ({ first_name: room.first_name, last_name: room.last_name })),
  };
}

/** PUT guests from the manage screen: the booker, each room's guest and the request, by the rules of the booking's language. */
export function EditGuestDialog({ reservation, email, onChanged, onStale }: ManageProps) {
  const { t } = useTranslation();
  const { settings } = useWidget();
  const [open, setOpen] = useState(false);
  const locale: Locale = isLocale(reservation.locale) ? reservation.locale : 'en';
  const addressRequired = settings.init_settings.customer_address_required;
  const schema = useMemo(
    () => guestFieldsSchema({ locale, addressRequired, roomCount: reservation.rooms.length }),
    [locale, addressRequired, reservation.rooms.length],
  );
  const { register, handleSubmit, formState, reset } = useForm<GuestFields>({
    resolver: zodResolver(schema),
    defaultValues: currentFields(reservation),
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: (values: GuestFields) =>
      updateGuests(reservation.reservation_number, {
        email,
        locale,
        version: reservation.version,
        guest: values,
        rooms: reservation.rooms.map((room, i) => ({ id: room.id, ...(values.rooms[i] ?? room) })),
        special_request: values.special_request,
      }),
    onSuccess: (updated) => {
      setOpen(false);
      onChanged(updated);
    },
    onError: (error) => {
      // Someone changed it meanwhile: show the reservation as it is now; what was typed stays in the form.
      if (error instanceof ApiError && error.code === ERROR_CODES.reservation_changed) onStale();
    },
  });
  const err = (path: string) => errorAt(formState.errors as FieldErrors<FieldValues>, path);

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          reset(currentFields(reservation));
          save.reset();
          setOpen(true);
        }}
      >
        {t('manage.edit_guests')}
      </button>
      <Modal title={t('manage.edit_guests')} open={open} onClose={() => setOpen(false)}>
        <form className="guest-form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
          {save.isError ? <ErrorMessage error={save.error} /> : null}
          <fieldset>
            <legend>{t('guest.booker')}</legend>
            <p className="field-hint legend-hint">{t(`guest.name_hint.${nameRuleForLocale(locale)}`)}</p>
            <BookerNameFields register={register} err={err} kana={locale === 'ja'} />
            <ContactFields register={register} err={err} addressRequired={addressRequired} />
          </fieldset>
          <RoomGuestFields register={register} err={err} roomCount={reservation.rooms.length} />
          <SpecialRequestField register={register} err={err} maxLength={1000} />
          <div className="actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {t('manage.back')}
            </button>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t('manage.save_guests')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
