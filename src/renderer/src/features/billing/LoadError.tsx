import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';

/** A part of a billing page that could not be loaded, with a retry. */
export function LoadError({ onRetry, testId }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={t('app.loadFailed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    />
  );
}
