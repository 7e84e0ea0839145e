import { type CampaignInput, campaignSchema, endpoints } from '@alumni/contract';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { activeCampaignsQueryOptions } from './get-campaigns';

/** The admin list and the Donation page's list both show campaigns. */
export function refreshCampaigns(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.campaigns() }),
    queryClient.invalidateQueries({ queryKey: activeCampaignsQueryOptions.queryKey }),
  ]);
}

/** POST /api/v1/admin/campaigns (no id) or PUT /api/v1/admin/campaigns/:id. */
export function saveCampaign({ id, body }: { id: string | null; body: CampaignInput }) {
  return id === null
    ? api.answer(endpoints.donation.create, { body }, { auth: true, check: campaignSchema })
    : api.answer(endpoints.donation.update, { params: { id }, body }, { auth: true, check: campaignSchema });
}

export function useSaveCampaign() {
  return useAdminMutation(saveCampaign, refreshCampaigns);
}
