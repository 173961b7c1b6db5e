// Renders a piece of the app inside the providers the app mounts around every screen (kept on rerender).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AppProviders } from '../app/providers';

export function renderInApp(ui: ReactElement) {
  return render(ui, { wrapper: AppProviders });
}
