// The base styles come first: every component's own come after them and may refine them.
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { platform } from './platform';
import { setApiBase } from './api/client';
import { App } from './app/App';

setApiBase(platform.apiBase());
void Promise.all([platform.init(), initI18n()]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
