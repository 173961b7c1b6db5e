import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import { keepSessionFresh, setSignedOutHandler } from '../api/client';
import { platform } from '../platform';
import { useAppStartStore } from '../stores/app-start';
import { useUserStore } from '../stores/user';
import { AppProviders } from './providers';
import { followApp } from './query-client';
import { usePageTitle } from './page-title';
import { routes } from './routes';

function AppRoutes() {
  const navigate = useNavigate();
  usePageTitle();
  useEffect(() => {
    // A session that ended (401) sends the user to sign in, and back to this page afterwards.
    setSignedOutHandler(() => {
      useUserStore.getState().forget();
      const { pathname, search } = window.location;
      if (pathname === '/login') return;
      const redirect =
        pathname === '/home' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
      void navigate(`/login${redirect}`, { replace: true });
    });
  }, [navigate]);
  return useRoutes(routes);
}

/** Renews the session before it lapses, and at once when the computer wakes or the window comes back. */
function useSessionKeeper(): void {
  useEffect(() => {
    const check = () => void keepSessionFresh();
    const timer = window.setInterval(check, 30_000);
    const stopResume = platform.onResume(check);
    window.addEventListener('focus', check);
    return () => {
      window.clearInterval(timer);
      stopResume();
      window.removeEventListener('focus', check);
    };
  }, []);
}

export function App() {
  const start = useAppStartStore((state) => state.start);
  useEffect(() => {
    void start();
  }, [start]);
  useSessionKeeper();
  useEffect(() => followApp(), []);
  return (
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
