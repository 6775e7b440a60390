import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';

/** The way on to booking once a member page is done: the hotel's rooms, as the page's main action. */
export function FindRoomsLink() {
  const { t } = useTranslation();
  const { code } = useWidget();
  return (
    <Link className="button button-primary" to={widgetHref('/booking/result', code)}>
      {t('members.find_rooms')}
    </Link>
  );
}
