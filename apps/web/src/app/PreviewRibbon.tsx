import { useTranslation } from '../lib/i18n';
import { toBcp47 } from '@yado/domain/money';
import { usePreview } from '../lib/preview';

/** Says the widget is in preview (§1): bookings are not taken, and until when it lasts. */
export function PreviewRibbon() {
  const { t, i18n } = useTranslation();
  const { active, endsAt } = usePreview();
  if (!active) return null;
  const until = endsAt === null ? null : new Intl.DateTimeFormat(toBcp47(i18n.language), { timeStyle: 'short' }).format(endsAt);
  return (
    <p className="preview-ribbon" role="status">
      <strong>{t('preview.label')}</strong> {until ? t('preview.until', { time: until }) : t('preview.brand')}
    </p>
  );
}
