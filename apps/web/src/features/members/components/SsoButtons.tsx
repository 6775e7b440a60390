import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { safeReturnPath } from '@yado/domain/widget-url';
import { useTranslation } from '../../../lib/i18n';
import { providerName, ssoProvidersQuery, ssoStartUrl } from '../api/sso';

/** §6: the external sign-ins the deployment offers, under the password form; nothing when there are none. */
export function SsoButtons({ code, returnTo }: { code: string; returnTo: string | null }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const providers = useQuery(ssoProvidersQuery(code));
  if (!providers.data?.length) return null;
  return (
    <section className="sso-options" aria-labelledby="sso-heading">
      <h2 id="sso-heading">{t('members.or_sign_in_with')}</h2>
      <ul>
        {providers.data.map((provider) => (
          <li key={provider.id}>
            <a
              className="button"
              href={ssoStartUrl(code, provider.id, {
                returnTo: safeReturnPath(returnTo),
                locale: i18n.language,
                signInPage: `${pathname}${search}`,
              })}
            >
              {t('members.sign_in_with', { provider: providerName(provider) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
