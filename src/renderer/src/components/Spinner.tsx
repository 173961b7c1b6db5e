import { useTranslation } from 'react-i18next';

/** The page-loading spinner: announced to screen readers, centred in the content area. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="center" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
