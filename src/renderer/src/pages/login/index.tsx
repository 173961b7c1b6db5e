// Sign-in: an e-mail code (two steps) or Google. Signing in creates the account on first use.
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Divider, Typography } from 'antd';
import { AntdScope } from '../../components/antd/AntdScope';
import { useUserStore } from '../../stores/user';
import { useSignInMethods } from '../../queries/server';
import { EmailStep } from './EmailStep';
import { CodeStep } from './CodeStep';
import { GoogleButton } from './GoogleButton';
import { safeRedirect } from './safe-redirect';
import { takeSessionEnded } from '../../api/session-ended';
import { keepInvite, keptInvite } from '../../features/auth/invite-code';
import './login.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const [params] = useSearchParams();
  const [email, setEmail] = useState<string>();
  const [resendAt, setResendAt] = useState(0);
  const methods = useSignInMethods();
  // Unknown while asked; a server that cannot say is taken to have no Google sign-in.
  const googleEnabled = methods.data?.google ?? (methods.isError ? false : undefined);
  const signedIn = Boolean(user);
  const invite = params.get('invite');
  const [invited, setInvited] = useState(() => Boolean(keptInvite()));
  const [sessionEnded] = useState(takeSessionEnded);

  useEffect(() => {
    // An invitation link: kept until a sign-in uses it (a signed-in user has no use for it).
    if (signedIn || !invite) return;
    keepInvite(invite);
    setInvited(Boolean(keptInvite())); // eslint-disable-line react-hooks/set-state-in-effect
  }, [invite, signedIn]);

  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return (
    <AntdScope>
      <div className="login-wrap">
        <div className="card login-card">
          <Typography.Title level={2}>{t('pages.login.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('pages.login.subtitle')}</Typography.Paragraph>
          {sessionEnded && (
            <Alert
              className="login-invited"
              type="warning"
              showIcon
              title={t('pages.login.sessionEnded')}
              data-testid="login-session-ended"
            />
          )}
          {invited && (
            <Alert
              className="login-invited"
              type="info"
              showIcon
              title={t('pages.login.invited')}
              data-testid="login-invited"
            />
          )}
          {email ? (
            <CodeStep
              email={email}
              resendAt={resendAt}
              redirect={safeRedirect(params.get('redirect'))}
              onResent={setResendAt}
              onChangeEmail={() => setEmail(undefined)}
            />
          ) : (
            <EmailStep
              onSent={(address, resendAfter) => {
                setEmail(address);
                setResendAt(Date.now() + resendAfter * 1000);
              }}
            />
          )}
          <Divider plain>{t('pages.login.or')}</Divider>
          <GoogleButton enabled={googleEnabled} />
          <Typography.Paragraph type="secondary" className="login-terms">
            <Trans
              i18nKey="pages.login.terms"
              components={{
                terms: <Link to="/terms-of-service" />,
                privacy: <Link to="/privacy-policy" />,
              }}
            />
          </Typography.Paragraph>
        </div>
      </div>
    </AntdScope>
  );
}
