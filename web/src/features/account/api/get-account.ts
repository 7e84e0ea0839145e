import { type Account, endpoints } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api.call(endpoints.account.mine, {}, { auth: true, signal });
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
