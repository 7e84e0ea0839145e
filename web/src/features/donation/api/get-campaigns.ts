import { type Campaign, campaignSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';

export const CAMPAIGNS_PAGE_SIZE = 10;

export function getActiveCampaigns(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Campaign>> {
  return api.getPage(pagePath('/v1/donation/campaigns', page), campaignSchema, { signal });
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
