// Tells a desktop user whose system has no keyring that the session ends when the app quits (the vault keeps
// tokens in memory only there, rather than on disk in plain text).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../platform';
import { useUserStore } from '../stores/user';

export function SessionNotice() {
  const { t } = useTranslation();
  const signedIn = useUserStore((state) => Boolean(state.user));
  const [notKept, setNotKept] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    void platform.sessionPersistence().then((status) => {
      if (active) setNotKept(status?.persisted === false);
    });
    return () => {
      active = false;
    };
  }, [signedIn]);
  if (!signedIn || !notKept) return null;
  return (
    <div className="notice" role="status" data-testid="session-not-kept">
      {t('app.sessionNotKept')}
    </div>
  );
}
