import {
  JOB_LIMITS,
  type JobListQuery,
  type jobInputSchema,
  type jobUpdateSchema,
  type PageQuery,
  todayIn,
} from '@alumni/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import type { JobRow } from '../../db/schema.js';
import { AppError, type ServerMessage } from '../../errors.js';
import type { PageDescription } from '../../lib/page-card.js';
import { may, requireAccess } from '../../lib/policy.js';
import { jobCard, jobStatus, presentJob } from './presenter.js';
import * as queries from './queries.js';

type JobInput = z.output<typeof jobInputSchema>;
type JobUpdate = z.output<typeof jobUpdateSchema>;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Lists show when a job was posted, and are ordered by it. */
const keyOf = ({ job }: queries.JobWithPoster) => [job.createdAt.toISOString(), job.id] as const;

export function createJobService({ db, timeZone }: { db: Database; timeZone: string }) {
  const today = () => todayIn(timeZone);

  /** A listing ends after today and at most JOB_LIMITS.maxDays after the day it was posted. */
  function assertExpiry(expiresAt: string, postedOn: string) {
    const latest = addDays(postedOn, JOB_LIMITS.maxDays);
    let message: ServerMessage | null = null;
    if (expiresAt <= today()) message = { key: 'jobs.expiry_not_after_today' };
    else if (expiresAt > latest)
      message = { key: 'jobs.expiry_too_late', params: { days: JOB_LIMITS.maxDays, latest } };
    if (message) throw new AppError('VALIDATION', message, { errors: [{ path: 'expiresAt', ...message }] });
  }

  async function findOrThrow(id: string) {
    const row = isUuid(id) ? await queries.findJob(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'jobs.not_found' });
    return row;
  }

  const postedOn = (row: JobRow) => todayIn(timeZone, row.createdAt);

  return {
    async listOpen(query: JobListQuery) {
      const after = queries.jobOrder.decode(query.cursor);
      const day = today();
      const rows = await queries.listOpenJobs(db, {
        today: day,
        limit: query.limit,
        after,
        ...(query.type ? { type: query.type } : {}),
        ...(query.q ? { q: query.q } : {}),
      });
      const { items, nextCursor } = toPage(rows, query.limit, keyOf);
      return { items: items.map((row) => presentJob(row, day)), nextCursor };
    },

    async listByPoster(page: PageQuery, postedBy: string) {
      const after = queries.jobOrder.decode(page.cursor);
      const rows = await queries.listJobsByPoster(db, { postedBy, limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      const day = today();
      return { items: items.map((row) => presentJob(row, day)), nextCursor };
    },

    /**
     * Whether the job may be edited (it exists, is visible and open): for the edit page's 404,
     * which knows no viewer.
     */
    async isOpen(id: string) {
      const row = isUuid(id) ? await queries.findJob(db, id) : null;
      return row !== null && jobStatus(row.job, today()) === 'open';
    },

    /**
     * The job's page as link previews see it (one query; the page writer knows no viewer): a job
     * that is there (visible, in any state), else null (a 404). Only a public job is described; a
     * members-only one says nothing, and neither it nor a closed one is indexed.
     */
    async describePage(id: string): Promise<PageDescription | null> {
      const row = isUuid(id) ? await queries.findJob(db, id) : null;
      if (!row) return null;
      const day = today();
      if (!may('job.see', null, row.job)) return { card: null, index: false };
      return { card: jobCard(row, { today: day, timeZone }), index: jobStatus(row.job, day) === 'open' };
    },

    /**
     * One job, open or closed (its status says which): a public one to anyone, a members-only one to
     * signed-in members (`viewer` null: a visitor).
     */
    async get(id: string, viewer: { userId: string } | null) {
      const row = await findOrThrow(id);
      requireAccess('job.see', viewer, row.job);
      return presentJob(row, today());
    },

    async create(input: JobInput, postedBy: string) {
      const day = today();
      const expiresAt = input.expiresAt ?? addDays(day, JOB_LIMITS.defaultDays);
      if (input.expiresAt) assertExpiry(input.expiresAt, day);
      const id = await queries.insertJob(db, { ...input, audience: input.audience ?? 'members', expiresAt, postedBy });
      return presentJob(await findOrThrow(id), day);
    },

    async update(id: string, changes: JobUpdate, userId: string) {
      const existing = await findOrThrow(id);
      requireAccess('job.change', { userId }, existing.job);
      if (changes.expiresAt !== undefined && changes.expiresAt !== existing.job.expiresAt) {
        assertExpiry(changes.expiresAt, postedOn(existing.job));
      }
      await queries.updateJob(db, id, changes);
      return presentJob(await findOrThrow(id), today());
    },

    async remove(id: string, userId: string) {
      requireAccess('job.change', { userId }, (await findOrThrow(id)).job);
      await queries.deleteJob(db, id);
    },
  };
}
