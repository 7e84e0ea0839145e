import type { Endpoint } from './endpoint.js';
import type { Job, JobInput, JobListQuery, JobUpdate } from './jobs.js';
import type { IdParams, PageQuery } from './pagination.js';

/** The job portal's endpoints (signed-in alumni only); the paths are the original portal's. */
export const list = 'GET /api/v1/user/job/viewJobs' as Endpoint<{ cached: true; query: JobListQuery; page: Job }>;
export const mine = 'GET /api/v1/user/job/userJob' as Endpoint<{ query: PageQuery; page: Job }>;
export const one = 'GET /api/v1/user/job/:id' as Endpoint<{ params: IdParams; data: Job }>;
export const create = 'POST /api/v1/user/job/createJob' as Endpoint<{ body: JobInput; data: Job }>;
export const update = 'PUT /api/v1/user/job/:id' as Endpoint<{ params: IdParams; body: JobUpdate; data: Job }>;
export const remove = 'DELETE /api/v1/user/job/:id' as Endpoint<{ params: IdParams; data: null }>;
