import type { Endpoint } from './endpoint.js';
import type { Image, ImageUploadFields } from './images.js';

/**
 * A picture for a post, as a multipart form: the file under `file`, its text alternative under
 * `alt`. Verified members; counted against the same hourly limit as profile pictures.
 */
export const upload = 'POST /api/v1/images' as Endpoint<{ body: ImageUploadFields; data: Image }>;
