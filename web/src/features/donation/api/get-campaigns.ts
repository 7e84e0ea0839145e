import { type Campaign, campaignSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

export const CAMPAIGNS_PAGE_SIZE = 10;

export function getActiveCampaigns(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Campaign>> {
  return api.page(endpoints.donation.campaigns, { query: page }, { signal, check: campaignSchema });
}

export const activeCampaignsQueryOptions = infiniteQueryOptions({
  queryKey: ['donation', 'campaigns'],
  queryFn: ({ pageParam, signal }) => getActiveCampaigns({ limit: CAMPAIGNS_PAGE_SIZE, cursor: pageParam }, signal),
  ...cursorPagination,
  meta: { scope: 'public' },
});

/** The campaigns open for gifts, newest first: public, no sign-in needed. */
export function useActiveCampaigns() {
  return useInfiniteQuery(activeCampaignsQueryOptions);
}
