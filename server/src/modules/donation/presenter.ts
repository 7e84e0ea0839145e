import type { Campaign } from '@alumni/contract';
import type { CampaignRow } from './queries.js';

export function presentCampaign(row: CampaignRow): Campaign {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    goalRupees: row.goalRupees,
    raisedRupees: row.raisedRupees,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
