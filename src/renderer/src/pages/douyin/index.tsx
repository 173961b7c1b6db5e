// Douyin auto-reply (/douyin): the user's connected Douyin accounts, their rules, a dry run of the rules and
// what came in. A server without a Douyin app says so and offers nothing else; coming back from Douyin's
// consent page (?connected=1 or ?error=CODE) is told above everything.
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SignInRedirect } from '../../components/SignInRedirect';
import { Spinner } from '../../components/Spinner';
import { useDouyinAccounts } from '../../queries/douyin';
import { viewStatus } from '../../queries/view-status';
import { useUserStore } from '../../stores/user';
import { DouyinSections } from './DouyinSections';
import { ReturnNotice } from './ReturnNotice';
import './douyin.css';
import './rules/rules.css';

function DouyinBody() {
  const { t } = useTranslation();
  const query = useDouyinAccounts();
  const status = viewStatus(query);
  if (status === 'error')
    return (
      <ErrorPanel
        testId="douyin-error"
        message={t('douyin.page.failed')}
        action={
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('app.retry')}
          </button>
        }
      />
    );
  if (status === 'loading' || !query.data) return <Spinner />;
  if (!query.data.configured)
    return (
      <section className="card douyin-empty" data-testid="douyin-not-configured">
        <h2>{t('douyin.page.notConfigured.title')}</h2>
        <p>{t('douyin.page.notConfigured.text')}</p>
      </section>
    );
  return <DouyinSections accounts={query.data.accounts} />;
}

export default function DouyinPage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  if (!user) return <SignInRedirect />;
  return (
    <div className="douyin-page" data-testid="douyin-page">
      <header className="douyin-head">
        <h1>{t('douyin.page.title')}</h1>
        <p className="lead">{t('douyin.page.lead')}</p>
      </header>
      <ReturnNotice />
      <DouyinBody />
    </div>
  );
}
