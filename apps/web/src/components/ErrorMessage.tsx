import { useTranslation } from '../lib/i18n';
import { ApiError } from '../lib/api-client';

/** The message for a known error code in the guest's language, otherwise the server's text (§8 reactions). */
function useErrorText() {
  const { t, i18n } = useTranslation();
  return (error: unknown, values: Record<string, unknown> = {}): string => {
    if (error instanceof ApiError) {
      const key = `errors.${error.code}`;
      if (i18n.exists(key)) return t(key, { ...error.payloads, ...values });
      return error.message || t('errors.PROCESSING_ERROR');
    }
    return t('errors.PROCESSING_ERROR');
  };
}

/** An error's message; with `retry`, a button that asks again (a load that failed may pass the next time). */
export function ErrorMessage({ error, values, retry }: { error: unknown; values?: Record<string, unknown>; retry?: () => void }) {
  const text = useErrorText();
  const { t } = useTranslation();
  return (
    <div className="alert alert-error" role="alert">
      {text(error, values)}
      {retry ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common.try_again')}
          </button>
        </>
      ) : null}
    </div>
  );
}
