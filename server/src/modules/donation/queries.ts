import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { campaigns } from '../../db/schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
type CampaignValues = Pick<CampaignRow, 'title' | 'description' | 'goalRupees' | 'raisedRupees' | 'active'>;

/** Campaigns newest first. */
export const campaignOrder = keyset('desc', [campaigns.createdAt, 'timestamp'], [campaigns.id, 'uuid']);

/** Newest first; `after` is the (createdAt, id) of the last campaign shown. */
export async function listCampaigns(
  db: Database,
  options: { activeOnly: boolean; limit: number; after: readonly [string, string] | null },
) {
  return db
    .select()
    .from(campaigns)
    .where(and(options.activeOnly ? eq(campaigns.active, true) : undefined, campaignOrder.after(options.after)))
    .orderBy(...campaignOrder.orderBy)
    .limit(options.limit + 1);
}

export async function findCampaign(db: Database, id: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row ?? null;
}

export async function insertCampaign(db: Database, values: CampaignValues & { createdBy: string }) {
  const [row] = await db.insert(campaigns).values(values).returning();
  if (!row) throw new Error('campaign insert returned no row');
  return row;
}

export async function updateCampaign(db: Database, id: string, values: CampaignValues) {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCampaign(db: Database, id: string) {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}
