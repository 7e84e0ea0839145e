import { z } from 'zod';
import { useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { refreshCampaigns } from './save-campaign';

export function deleteCampaign(id: string) {
  return api.withMessage(`/v1/admin/campaigns/${encodeURIComponent(id)}`, z.null(), {
    method: 'DELETE',
    auth: true,
  });
}

/** DELETE /api/v1/admin/campaigns/:id. */
export function useDeleteCampaign() {
  return useAdminMutation(deleteCampaign, refreshCampaigns);
}
