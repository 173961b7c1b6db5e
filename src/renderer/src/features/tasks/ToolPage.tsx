// The frame of every image tool page: its title and lead, then the tool for a signed-in user, or a prompt to
// sign in for a visitor (who comes back here after signing in).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useUserStore } from '../../stores/user';
import './tasks.css';

export function ToolPage(props: {
  title: string;
  lead: string;
  testId: string;
  children: ReactNode;
}) {
  const signedIn = useUserStore((state) => Boolean(state.user));
  return (
    <div className="tool-page" data-testid={props.testId}>
      <header className="tool-head">
        <h1>{props.title}</h1>
        <p className="lead">{props.lead}</p>
      </header>
      {signedIn ? props.children : <SignInPrompt />}
    </div>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="card tool-sign-in" data-testid="tool-sign-in">
      <div>
        <h2>{t('tools.signIn.title')}</h2>
        <p>{t('tools.signIn.text')}</p>
      </div>
      <Link className="btn btn-primary btn-lg" to={`/login?redirect=${back}`}>
        {t('tools.signIn.action')}
      </Link>
    </div>
  );
}

/** The two columns of a tool: the form, and the task it made (stacked on narrow screens). */
export function ToolLayout(props: { form: ReactNode; result: ReactNode; history?: ReactNode }) {
  return (
    <>
      <div className="tool-grid">
        <div className="tool-form">{props.form}</div>
        <div className="tool-result">{props.result}</div>
      </div>
      {props.history}
    </>
  );
}
