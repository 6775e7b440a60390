import { useTranslation } from '../lib/i18n';

/** Says the server is the demo (DEMO_MODE): nothing here is a real stay, and its mail is readable by anyone. */
export function DemoBand() {
  const { t } = useTranslation();
  return (
    <p className="demo-band" role="note">
      <strong>{t('demo.label')}</strong> {t('demo.notice')}
    </p>
  );
}
