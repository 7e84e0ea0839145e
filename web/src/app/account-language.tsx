import { useEffect } from 'react';
import { useAccount } from '@/features/account/api/get-account';
import { useAuth } from '@/lib/auth';
import { activateLanguage, currentLanguage, isLanguage } from '@/lib/i18n';

/**
 * A signed-in member reads the portal in their account's language (issue 17: it is also the
 * language of their e-mails): when GET /api/v1/user/ names another language than the page's (the
 * page followed a visitor's cookie or Accept-Language), the app switches to the account's.
 * An account answered without a language (an older server) changes nothing.
 */
export function useAccountLanguage(): void {
  const { isAuthenticated } = useAuth();
  const account = useAccount({ enabled: isAuthenticated });
  const language: unknown = account.data && 'language' in account.data ? account.data.language : undefined;

  useEffect(() => {
    if (isAuthenticated && isLanguage(language) && language !== currentLanguage()) {
      void activateLanguage(language, { everything: true });
    }
  }, [isAuthenticated, language]);
}
