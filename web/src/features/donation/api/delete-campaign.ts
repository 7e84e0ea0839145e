import { endpoints } from '@alumni/contract';
import { z } from 'zod';
import { useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { refreshCampaigns } from './save-campaign';

export function deleteCampaign(id: string) {
  return api.answer(endpoints.donation.remove, { params: { id } }, { auth: true, check: z.null() });
}

/** DELETE /api/v1/admin/campaigns/:id. */
export function useDeleteCampaign() {
  return useAdminMutation(deleteCampaign, refreshCampaigns);
}
