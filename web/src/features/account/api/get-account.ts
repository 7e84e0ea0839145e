import type { Account } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unparsed } from '@/lib/api';

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api.get('/v1/user/', unparsed<Account>(), { auth: true, signal });
}

export const accountQueryOptions = queryOptions({
  queryKey: ['account'],
  queryFn: ({ signal }) => getAccount(signal),
});

export function useAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountQueryOptions, enabled });
}

/** "Ananya Sen" -> "Ananya": the header greets people by their first name. */
export function firstNameOf(account: Account): string {
  return account.name.trim().split(/\s+/)[0] ?? account.name;
}
