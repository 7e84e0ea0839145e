import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { findPictureBytes, STORED_PICTURE_NAME } from '../../db/pictures.js';
import { AppError } from '../../errors.js';

/**
 * Serves stored pictures from the database, so every server process on it serves every picture:
 * only names the store makes, as image/webp. A name is never reused for other bytes, so the
 * answer is cached for a year and the name is its ETag. With `crossOrigin`, pages on other sites
 * may show them: the Cross-Origin-Resource-Policy the rest of the server sends (same-origin)
 * would make browsers refuse them.
 */
export function registerUploads(app: FastifyInstance, db: Database, { crossOrigin }: { crossOrigin: boolean }) {
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const match = STORED_PICTURE_NAME.exec(request.params.name);
    const bytes = match ? await findPictureBytes(db, match[1] as string, Number(match[2])) : null;
    if (!bytes) throw new AppError('NOT_FOUND', { key: 'uploads.picture_not_found' });
    const etag = `"${request.params.name.replace('.webp', '')}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('etag', etag);
    reply.header('x-content-type-options', 'nosniff');
    if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type('image/webp').send(bytes);
  });
}
