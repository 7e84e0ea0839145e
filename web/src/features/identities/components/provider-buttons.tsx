import { endpoints, endpointUrl, isPortalPath, pathOf } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { returnPathFrom } from '@/lib/return-path';
import { buttonClasses } from '@/ui/button';
import { useProviders } from '../api/providers';

/**
 * Where a provider's sign-in starts: the server sends the browser on to the provider, and after
 * it (and the completion step of a new account) to `returnTo`, a path of the portal.
 */
export function providerStartHref(provider: string, returnTo: string | null = null): string {
  const start = endpointUrl(pathOf(endpoints.identities.start), { provider });
  return returnTo ? `${start}?${new URLSearchParams({ returnTo })}` : start;
}

/**
 * "Sign in with {name}", one per configured provider, on the sign-in and sign-up pages. With
 * none configured (or while the list loads, or if it cannot), nothing: no dead button.
 */
export function ProviderButtons() {
  const providers = useProviders();
  // The sign-in page's own `returnTo` (a page that sent the member to sign in) goes along, when the server takes it.
  const asked = returnPathFrom(useLocation().search);
  const returnTo = asked && isPortalPath(asked) ? asked : null;
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      {list.map((provider) => {
        const name = provider.name;
        return (
          <li key={provider.id}>
            {/* A full navigation, not a route of the app: the server answers with the provider's address. */}
            <a href={providerStartHref(provider.id, returnTo)} className={buttonClasses('secondary', 'w-full')}>
              <Trans>Sign in with {name}</Trans>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
