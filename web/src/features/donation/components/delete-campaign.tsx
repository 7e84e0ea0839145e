import type { Campaign } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { useDeleteCampaign } from '../api/delete-campaign';

/**
 * Deletes a campaign after a confirmation: the one way a campaign is deleted. The admin mutation
 * (features/admin/api/admin-mutation.ts) announces the server's confirmation, as for every admin action.
 */
export function DeleteCampaign({ campaign }: { campaign: Pick<Campaign, '_id' | 'title'> }) {
  const deleteCampaign = useDeleteCampaign();
  return (
    <ConfirmDelete
      itemName={campaign.title}
      question={t`Delete this campaign? It leaves the Donation page too. This cannot be undone.`}
      isDeleting={deleteCampaign.isPending}
      onConfirm={() => deleteCampaign.mutate(campaign._id)}
    />
  );
}
