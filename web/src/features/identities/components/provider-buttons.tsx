import { endpoints, endpointUrl, pathOf } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/ui/button';
import { useProviders } from '../api/providers';

/** Where a provider's sign-in starts: the server sends the browser on to the provider. */
export function providerStartHref(provider: string): string {
  return endpointUrl(pathOf(endpoints.identities.start), { provider });
}

/**
 * "Sign in with {name}", one per configured provider, on the sign-in and sign-up pages. With
 * none configured (or while the list loads, or if it cannot), nothing: no dead button.
 */
export function ProviderButtons() {
  const providers = useProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 border-t border-slate-200 pt-5">
      {list.map((provider) => {
        const name = provider.name;
        return (
          <li key={provider.id}>
            {/* A full navigation, not a route of the app: the server answers with the provider's address. */}
            <a href={providerStartHref(provider.id)} className={buttonClasses('secondary', 'w-full')}>
              <Trans>Sign in with {name}</Trans>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
