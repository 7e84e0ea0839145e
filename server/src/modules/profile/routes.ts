import { envelope, type Institution, idParamsSchema, ownProfileSchema, publicProfileSchema } from '@alumni/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { asFormError, type PictureStore, type PictureUrl } from '../../http/uploads.js';
import { audienceOf } from '../../lib/policy.js';
import type { MailLinkService } from '../mail-links/service.js';
import { createProfileService } from './service.js';

const tags = ['profiles'];
const security = [{ token: [] }];
const PICTURE_FIELD = 'profilePicture';

/**
 * The update form arrives as multipart (the original client's way, with the picture) or as JSON.
 * Repeated fields (skills=a&skills=b) become lists.
 */
async function readUpdateRequest(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('VALIDATION', 'Request body must be a JSON object or a multipart form', {
        errors: [{ path: 'body', message: 'Request body must be a JSON object or a multipart form' }],
      });
    }
    return { fields: body as Record<string, unknown>, picture: null };
  }
  const fields: Record<string, unknown> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PICTURE_FIELD) {
          throw new AppError('VALIDATION', `Unexpected file field "${part.fieldname}"`, {
            errors: [{ path: part.fieldname, message: 'Only profilePicture may be a file' }],
          });
        }
        // An empty file input (no file chosen) sends a part with no bytes: no new picture.
        const buffer = await part.toBuffer();
        if (buffer.length > 0) picture = buffer;
      } else {
        const previous = fields[part.fieldname];
        fields[part.fieldname] =
          previous === undefined
            ? part.value
            : Array.isArray(previous)
              ? [...previous, part.value]
              : [previous, part.value];
      }
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields, picture };
}

export const profileRoutes: FastifyPluginAsyncZod<{
  db: Database;
  institution: Institution;
  pictures: PictureStore;
  pictureUrl: PictureUrl;
  config: Config;
  links: MailLinkService;
}> = async (app, { db, institution, pictures, pictureUrl, config, links }) => {
  const profiles = createProfileService({
    db,
    institution,
    pictures,
    pictureUrl,
    verificationPolicy: config.verificationPolicy,
    limits: config,
    links,
  });

  app.get(
    '/api/v1/users/viewProfile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user’s own profile, every field and the visibility settings',
        security,
        response: { 200: envelope(ownProfileSchema) },
      },
    },
    async (request, reply) => sendData(reply, await profiles.getOwn(sessionOf(request).userId)),
  );

  app.post(
    '/api/v1/users/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Update one’s profile: multipart form (fields + optional profilePicture, JPEG/PNG/WebP up to 5 MB and 16 megapixels) or JSON. ' +
          'Send only what changes; an empty value clears an optional field.',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: envelope(ownProfileSchema) },
      },
    },
    async (request, reply) => {
      const { fields, picture } = await readUpdateRequest(request);
      const { profile, confirmationSentTo } = await profiles.update(sessionOf(request).userId, fields, picture);
      const message = confirmationSentTo
        ? `Profile updated successfully! We have sent a link to ${confirmationSentTo}: it becomes your sign-in address once you confirm it.`
        : 'Profile updated successfully!';
      return sendData(reply, profile, message);
    },
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: {
        // Shared among the members, and among the admins; its owner's view is never kept.
        sharedAnswer: (request) => {
          const audience = audienceOf(sessionOf(request), (request.params as { id: string }).id);
          return audience === 'owner' ? null : audience;
        },
      },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags,
        summary: 'Another alumnus’s profile, as its owner’s privacy settings allow',
        security,
        params: idParamsSchema,
        response: { 200: envelope(publicProfileSchema) },
      },
    },
    async (request, reply) => sendData(reply, await profiles.getForViewer(request.params.id, sessionOf(request))),
  );
};
