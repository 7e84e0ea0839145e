import type { Endpoint } from './endpoint.js';
import type { IdParams } from './pagination.js';
import type { OwnProfile, ProfileUpdate, PublicProfile } from './profiles.js';

/** Profiles; the paths are the original portal's, which its client still calls. */
export const mine = 'GET /api/v1/users/viewProfile' as Endpoint<{ data: OwnProfile }>;
/**
 * The changed fields, as JSON or as a multipart form (the web sends a form, with the new picture
 * under `profilePicture`, through lib/form-upload.ts).
 */
export const update = 'POST /api/v1/users/update' as Endpoint<{ body: ProfileUpdate; data: OwnProfile }>;
export const one = 'GET /api/v1/users/:id' as Endpoint<{ cached: true; params: IdParams; data: PublicProfile }>;
