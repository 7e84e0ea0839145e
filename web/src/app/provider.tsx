import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { RealtimeProvider } from '@/features/messages';
import { onSessionEnd } from '@/lib/auth';
import { removePrivateQueries } from '@/lib/query-client';
import { Toasts } from '@/ui/toasts';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // One place forgets the user's data however the session ends: logout, expiry, or another tab.
  useEffect(() => onSessionEnd(() => removePrivateQueries(queryClient)), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
      <Toasts />
    </QueryClientProvider>
  );
}
