// The root layout: header, the page (once the app has started), footer.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorPanel } from '../components/ErrorPanel';
import { Spinner } from '../components/Spinner';
import { useAppStartStore } from '../stores/app-start';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { SessionNotice } from './SessionNotice';
import { ServerSettings } from './ServerSettings';
import './shell.css';

export function Layout() {
  const { t } = useTranslation();
  const status = useAppStartStore((state) => state.status);
  const start = useAppStartStore((state) => state.start);
  const { pathname } = useLocation();
  return (
    <div className="app">
      <Header />
      <SessionNotice />
      <main id="main" className="app-main" tabIndex={-1}>
        {status === 'loading' && <Spinner />}
        {status === 'error' && (
          <ErrorPanel
            testId="app-load-error"
            message={t('app.loadFailed')}
            action={
              <button
                type="button"
                className="btn btn-primary"
                data-testid="app-retry"
                onClick={() => void start()}
              >
                {t('app.retry')}
              </button>
            }
          />
        )}
        {status === 'loaded' && (
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        )}
      </main>
      <Footer />
      <ServerSettings />
    </div>
  );
}
