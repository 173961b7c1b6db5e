// Where the server's Google callback lands (no layout): the session arrives in the URL fragment, which never
// reaches a server log.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { sessionTokens } from '@shared/api/auth';
import { toast } from '../../api/toast';
import { Spinner } from '../../components/Spinner';
import { hasStoredSession, useUserStore } from '../../stores/user';
import { i18n } from '../../i18n';
import { forgetInvite } from '../../features/auth/invite-code';

function readFragment(): ReturnType<typeof sessionTokens.safeParse> {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return sessionTokens.safeParse({
    token: params.get('token'),
    refreshToken: params.get('refreshToken'),
    expiresIn: Number(params.get('expiresIn')),
  });
}

export default function GoogleAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useUserStore((state) => state.signIn);
  const [parsed] = useState(readFragment);
  const [failed, setFailed] = useState(!parsed.success);
  const started = useRef(false);
  // Opened again (history, a bookmark) by someone already signed in: nothing failed, they belong at home.
  const signedIn = useUserStore((state) => Boolean(state.user) || hasStoredSession());

  useEffect(() => {
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!parsed.success || started.current) return;
    started.current = true;
    signIn(parsed.data)
      .then(() => {
        forgetInvite();
        toast('success', i18n.t('app.welcome'));
        void navigate('/home', { replace: true });
      })
      .catch(() => setFailed(true));
  }, [navigate, parsed, signIn]);

  if (!parsed.success && signedIn) return <Navigate to="/home" replace />;
  if (!failed) return <Spinner />;
  return (
    <div className="center" role="alert" data-testid="google-auth-failed">
      <p>{t('pages.googleAuth.failed')}</p>
      <Link className="btn btn-primary" to="/login">
        {t('pages.googleAuth.backToLogin')}
      </Link>
    </div>
  );
}
