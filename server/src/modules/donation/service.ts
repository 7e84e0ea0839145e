import type { campaignInputSchema, PageQuery } from '@alumni/contract';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { presentCampaign } from './presenter.js';
import * as queries from './queries.js';

type CampaignInput = z.output<typeof campaignInputSchema>;

export function createDonationService({ db }: { db: Database }) {
  const act = <T>(work: (tx: Database) => Promise<T>) => inTransaction(db, work);

  async function findOrThrow(tx: Database, id: string) {
    const row = isUuid(id) ? await queries.findCampaign(tx, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'donation.campaign_not_found' });
    return row;
  }

  return {
    async list(page: PageQuery, activeOnly: boolean) {
      const after = queries.campaignOrder.decode(page.cursor);
      const rows = await queries.listCampaigns(db, { activeOnly, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentCampaign), nextCursor };
    },

    create: (adminId: string, input: CampaignInput) =>
      act(async (tx) => {
        const { raisedRupees, ...rest } = input;
        const row = await queries.insertCampaign(tx, { ...rest, raisedRupees: raisedRupees ?? 0, createdBy: adminId });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'campaign.create',
          targetType: 'campaign',
          targetId: row.id,
          targetLabel: row.title,
        });
        return presentCampaign(row);
      }),

    update: (adminId: string, id: string, input: CampaignInput) =>
      act(async (tx) => {
        const before = await findOrThrow(tx, id);
        const { raisedRupees, ...rest } = input;
        const row = await queries.updateCampaign(tx, before.id, {
          ...rest,
          raisedRupees: raisedRupees ?? before.raisedRupees,
        });
        if (!row) throw new AppError('NOT_FOUND', { key: 'donation.campaign_not_found' });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'campaign.update',
          targetType: 'campaign',
          targetId: row.id,
          targetLabel: row.title,
          details: {
            before: {
              title: before.title,
              goalRupees: before.goalRupees,
              raisedRupees: before.raisedRupees,
              active: before.active,
            },
          },
        });
        return presentCampaign(row);
      }),

    remove: (adminId: string, id: string) =>
      act(async (tx) => {
        const row = await findOrThrow(tx, id);
        await queries.deleteCampaign(tx, row.id);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'campaign.delete',
          targetType: 'campaign',
          targetId: row.id,
          targetLabel: row.title,
        });
      }),
  };
}
