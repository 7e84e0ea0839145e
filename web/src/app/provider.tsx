import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { forgetKeptAnswers } from '@/app/offline/kept-answers';
import { useStanding } from '@/features/account/api/use-standing';
// Not the feature's index: that also brings the header's unread badge, which loads with the signed-in items.
import { RealtimeProvider } from '@/features/messages/realtime/realtime-provider';
import { onSessionEnd } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { removePrivateQueries } from '@/lib/query-client';
import { Toasts } from '@/ui/toasts';
import { useAccountLanguage } from './account-language';

/** The chat's live stream, for members the API lets use messages: not while the account is loading, nor for pending or rejected ones. */
function MembersRealtime({ children }: { children: ReactNode }) {
  const { membersAreaOpen } = useStanding();
  useAccountLanguage();
  return <RealtimeProvider enabled={membersAreaOpen}>{children}</RealtimeProvider>;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // One place forgets the user's data however the session ends: logout, expiry, or another tab;
  // and what the service worker kept for reading offline goes with it.
  useEffect(
    () =>
      onSessionEnd(() => {
        removePrivateQueries(queryClient);
        void forgetKeptAnswers();
      }),
    [queryClient],
  );

  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MembersRealtime>{children}</MembersRealtime>
        <Toasts />
      </QueryClientProvider>
    </I18nProvider>
  );
}
