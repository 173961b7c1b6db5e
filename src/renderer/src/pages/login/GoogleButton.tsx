import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from 'antd';
import { authService } from '../../api/auth';
import { toast } from '../../api/toast';
import { i18n } from '../../i18n';
import { platform } from '../../platform';
import { useUserStore } from '../../stores/user';
import { forgetInvite, keptInvite } from '../../features/auth/invite-code';

/** `enabled` undefined while the server is being asked which sign-in methods it offers. */
export function GoogleButton({ enabled }: { enabled: boolean | undefined }) {
  const { t } = useTranslation();
  const [going, setGoing] = useState(false);
  const signIn = useUserStore((state) => state.signIn);
  const start = async () => {
    setGoing(true);
    try {
      const invite = keptInvite();
      const tokens = await platform.signInWithGoogle(
        async () => (await authService.googleStart(invite)).url,
        invite,
      );
      // The web has left for Google by now; the desktop app comes back signed in.
      if (tokens) {
        await signIn(tokens);
        forgetInvite();
        toast('success', i18n.t('app.welcome'));
      }
    } catch {
      toast('error', i18n.t('errors.loginFailed'));
    } finally {
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
