// What every screen stands on besides the router: the one "are you sure?" dialog.
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/Confirm';

export function AppProviders({ children }: { children: ReactNode }) {
  return <ConfirmProvider>{children}</ConfirmProvider>;
}
