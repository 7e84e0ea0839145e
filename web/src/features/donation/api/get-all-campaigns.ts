import { type Campaign, campaignSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys } from '@/features/admin';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';

export function getAllCampaigns(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Campaign>> {
  return api.getPage(pagePath('/v1/admin/campaigns', page), campaignSchema, { auth: true, signal });
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
