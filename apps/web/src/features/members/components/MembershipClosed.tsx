import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';

/** A sign-in or sign-up page of a brand that has it off (§2 login menu): said plainly, with the way back to search. */
export function MembershipClosed({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  const { code } = useWidget();
  return (
    <section className="panel member-panel">
      <h1>{title}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={widgetHref('/booking/result', code)}>{t('common.back_to_search')}</Link>
      </p>
    </section>
  );
}
