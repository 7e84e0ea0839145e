import { type Campaign, campaignSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys } from '@/features/admin';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

export function getAllCampaigns(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Campaign>> {
  return api.page(endpoints.donation.allCampaigns, { query: page }, { auth: true, signal, check: campaignSchema });
}

/** Every campaign, closed ones too, newest first. */
export function useAllCampaigns() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.campaigns(),
      queryFn: ({ pageParam, signal }) => getAllCampaigns({ limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
