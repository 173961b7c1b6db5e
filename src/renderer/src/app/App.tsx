import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { setSignedOutHandler } from '../api/client';
import { useAppStartStore } from '../stores/app-start';
import { useUserStore } from '../stores/user';
import { routes } from './routes';

function AppRoutes() {
  const navigate = useNavigate();
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

export function App() {
  const start = useAppStartStore((state) => state.start);
  useEffect(() => {
    void start();
  }, [start]);
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
