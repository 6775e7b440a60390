import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/FormField';
import { useTranslation } from '../../../lib/i18n';
import type { PackageGuestForm } from '../package-booking';
import type { PassengerType } from '../passengers';

interface Props {
  register: UseFormRegister<PackageGuestForm>;
  err: (path: string) => string | undefined;
  types: PassengerType[];
}

/** Every traveller by name, as the passport writes it in Roman letters: each is named on a ticket. */
export function PassengerFields({ register, err, types }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="passenger-fields">
      <legend>{t('package.passengers')}</legend>
      <p className="field-hint">{t('package.passengers_hint')}</p>
      {types.map((type, index) => (
        <fieldset key={index} className="passenger">
          <legend>{t('package.passenger', { number: index + 1, type: t(`package.types.${type}`) })}</legend>
          <div className="field-row">
            <FormField
              label={t('guest.last_name_english')}
              required
              autoComplete="off"
              error={err(`passengers.${index}.last_name`)}
              {...register(`passengers.${index}.last_name`)}
            />
            <FormField
              label={t('guest.first_name_english')}
              required
              autoComplete="off"
              error={err(`passengers.${index}.first_name`)}
              {...register(`passengers.${index}.first_name`)}
            />
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
