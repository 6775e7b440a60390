import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { COUNTRY_CODES, GENDERS, profileSchema, type Member, type Profile } from '@yado/domain/members';
import { toBcp47 } from '@yado/domain/money';
import { FormField } from '../../../components/FormField';
import { errorAt } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { saveMemberSession, type MemberSession } from '../../../lib/member-session';
import { updateProfile } from '../api/members';
import { FormError, placeFieldErrors } from '../form-errors';
import { providerName } from '../api/sso';

const PROFILE_FIELDS = Object.keys(profileSchema.shape) as Array<Path<Profile>>;
type TextField = Exclude<keyof Profile, 'gender' | 'promotion_email'>;

function profileOf(user: Member): Profile {
  const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field as keyof Member]]));
  return values as Profile;
}

/** Countries by their name in the member's language, for the nationality list. */
function useCountryOptions(language: string, notGiven: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([toBcp47(language)], { type: 'region' });
    const countries = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
    countries.sort((a, b) => a.label.localeCompare(b.label, toBcp47(language)));
    return [{ value: '', label: notGiven }, ...countries];
  }, [language, notGiven]);
}

/**
 * My account's profile (§3 "Member sign-up and profile"): the English names a member signed up
 * with and everything else, each optional. Kanji and kana names show for Japanese, or once given.
 */
export function ProfileForm({ session }: { session: MemberSession }) {
  const { t, i18n } = useTranslation();
  const { user } = session;
  const { register, handleSubmit, formState, setError, setFocus } = useForm<Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileOf(user),
    mode: 'onTouched',
  });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => saveMemberSession({ ...session, user: updated }),
    onError: (error) => placeFieldErrors(error, PROFILE_FIELDS, { setError, setFocus }),
  });
  // A session kept from before programs lacks the flag: only an explicit false locks the profile.
  const locked = user.profile_update_enabled === false;
  const countries = useCountryOptions(i18n.language, t('members.not_given'));
  const japaneseNames = i18n.language === 'ja' || [user.last_name_kanji, user.first_name_kanji, user.last_name_kana].some(Boolean);
  const text = (name: TextField, label: string, extra: { autoComplete?: string; hint?: string; type?: string } = {}) => (
    <FormField label={label} error={errorAt(formState.errors, name)} {...extra} {...register(name)} />
  );

  return (
    <section className="panel" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('members.profile')}</h2>
      {locked ? (
        <p className="alert alert-info">
          {user.provider
            ? t('members.profile_by_provider', { provider: providerName({ id: user.provider }) })
            : t('members.profile_managed')}
        </p>
      ) : null}
      <form noValidate className="member-form" onSubmit={handleSubmit((form) => save.mutate(form))}>
        {/* A program that keeps profiles elsewhere (§5) shows them here read-only. */}
        <fieldset className="member-form plain-fieldset" disabled={locked}>
          {save.isSuccess ? (
            <p className="alert alert-info" role="status">
              {t('members.saved')}
            </p>
          ) : null}
          <FormError error={save.error} fields={PROFILE_FIELDS} />
          <div className="field-row">
            <FormField
              label={t('members.last_name')}
              autoComplete="family-name"
              required
              error={formState.errors.last_name?.message}
              {...register('last_name')}
            />
            <FormField
              label={t('members.first_name')}
              autoComplete="given-name"
              required
              error={formState.errors.first_name?.message}
              {...register('first_name')}
            />
          </div>
          {japaneseNames ? (
            <>
              <div className="field-row">
                {text('last_name_kanji', t('members.last_name_kanji'))}
                {text('first_name_kanji', t('members.first_name_kanji'))}
              </div>
              <div className="field-row">
                {text('last_name_kana', t('guest.last_name_kana'))}
                {text('first_name_kana', t('guest.first_name_kana'))}
              </div>
            </>
          ) : null}
          <div className="field-row">
            {text('birth_date', t('members.birth_date'), { type: 'date', autoComplete: 'bday' })}
            <FormField
              label={t('members.gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`members.gender_${gender}`) }))}
              error={formState.errors.gender?.message}
              {...register('gender')}
            />
          </div>
          <FormField
            label={t('members.nationality')}
            options={countries}
            error={formState.errors.nationality?.message}
            {...register('nationality')}
          />
          {text('occupation', t('members.occupation'), { autoComplete: 'organization-title' })}
          <fieldset className="member-fieldset">
            <legend>{t('members.address')}</legend>
            {text('postal_code', t('guest.postal_code'), { autoComplete: 'postal-code' })}
            {text('prefecture_or_state', t('guest.prefecture_or_state'), { autoComplete: 'address-level1' })}
            {text('street_address', t('guest.street_address'), { autoComplete: 'address-line1' })}
            {text('building_name_and_number', t('guest.building'), { autoComplete: 'address-line2' })}
          </fieldset>
          <fieldset className="member-fieldset">
            <legend>{t('members.receipts')}</legend>
            {text('receipt_name', t('members.receipt_name'), { hint: t('members.receipt_name_hint') })}
            {text('receipt_unicode', t('members.receipt_unicode'), { hint: t('members.receipt_unicode_hint') })}
          </fieldset>
          <div className="checkbox-field">
            <input id="account-promotion-email" type="checkbox" {...register('promotion_email')} />
            <label htmlFor="account-promotion-email">{t('members.promotion_email')}</label>
          </div>
        </fieldset>
        {locked ? null : (
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t('members.save')}
          </button>
        )}
      </form>
    </section>
  );
}
