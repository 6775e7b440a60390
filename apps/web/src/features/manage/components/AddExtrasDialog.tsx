import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { ExtrasPicker } from '../../../components/ExtrasPicker';
import { Modal } from '../../../components/Modal';
import { ApiError } from '../../../lib/api-client';
import { extrasQuery, extrasTotal, type ChosenExtra } from '../../../lib/extras';
import { formatMoney } from '../../../lib/format';
import { useWidget } from '../../../lib/widget-settings';
import { addExtras } from '../api/change-reservation';
import type { ManageProps } from './manage-props';
import { ERROR_CODES } from '../../../lib/error-codes';

/** Add extras to a booking (§3): chosen like when booking, paid at the hotel with the stay. */
export function AddExtrasDialog({ reservation, email, onChanged, onStale }: ManageProps) {
  const { t, i18n } = useTranslation();
  const { locale, settings } = useWidget();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenExtra[]>([]);
  const extras = useQuery({
    ...extrasQuery(
      reservation.hotel.code,
      {
        checkin: reservation.checkin_date,
        checkout: reservation.checkout_date,
        planCodes: [...new Set(reservation.rooms.map((room) => room.hotel_plan_code))],
      },
      locale,
    ),
    enabled: open,
  });
  const total = extrasTotal(chosen);
  const save = useMutation({
    mutationFn: () =>
      addExtras(reservation.reservation_number, {
        email,
        version: reservation.version,
        extras: chosen.map(({ extra_id, quantity, date, delivery_time }) => ({ extra_id, quantity, date, delivery_time })),
        extras_total_displayed: total,
      }),
    onSuccess: (updated) => {
      setOpen(false);
      onChanged(updated);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      // New prices or stock: list the extras again; the guest's choice stays to check.
      if (error.code === ERROR_CODES.extra_total_price || error.code === ERROR_CODES.extra_sold_out) void extras.refetch();
      if (error.code === ERROR_CODES.reservation_changed) onStale();
    },
  });
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setChosen([]);
          save.reset();
          setOpen(true);
        }}
      >
        {t('extras.add')}
      </button>
      <Modal title={t('extras.add')} open={open} onClose={() => setOpen(false)}>
        {extras.data?.length === 0 ? <p>{t('extras.none_for_stay')}</p> : null}
        {extras.data?.length ? (
          <ExtrasPicker
            extras={extras.data}
            chosen={chosen}
            currency={reservation.currency}
            taxRatePercent={settings.init_settings.tax_rate_percent}
            onChange={setChosen}
          />
        ) : null}
        {extras.isError ? <ErrorMessage error={extras.error} /> : null}
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <p className="total-line">
          {t('extras.added_total')}: <strong>{formatMoney(total, reservation.currency, i18n.language)}</strong>
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('manage.back')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={chosen.length === 0 || save.isPending}
            onClick={() => save.mutate()}
          >
            {t('extras.confirm_add')}
          </button>
        </div>
      </Modal>
    </>
  );
}
