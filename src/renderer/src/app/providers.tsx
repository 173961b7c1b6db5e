// What every screen stands on besides the router: the one server-data cache and the one "are you sure?"
// dialog.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmProvider } from '../components/Confirm';
import { queryClient } from './query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </QueryClientProvider>
  );
}
