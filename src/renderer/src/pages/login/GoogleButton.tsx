import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from 'antd';
import { authService } from '../../api';

/** `enabled` undefined while the server is being asked which sign-in methods it offers. */
export function GoogleButton({ enabled }: { enabled: boolean | undefined }) {
  const { t } = useTranslation();
  const [going, setGoing] = useState(false);
  const start = async () => {
    setGoing(true);
    try {
      const { url } = await authService.googleStart();
      window.location.assign(url);
    } catch {
      setGoing(false);
    }
  };
  const button = (
    <Button
      size="large"
      block
      data-testid="login-google"
      disabled={enabled !== true}
      loading={enabled === undefined || going}
      onClick={() => void start()}
    >
      {enabled === false ? t('pages.login.googleNotConfigured') : t('pages.login.google')}
    </Button>
  );
  return enabled === false ? (
    <Tooltip title={t('errors.googleNotConfigured')}>{button}</Tooltip>
  ) : (
    button
  );
}
