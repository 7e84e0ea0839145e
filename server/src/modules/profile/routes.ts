import {
  allProgrammes,
  createProfileUpdateSchema,
  currentYear,
  endpoints,
  envelope,
  idParamsSchema,
  ownProfileSchema,
  pathOf,
  publicProfileSchema,
  todayIn,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { readForm } from '../../http/forms.js';
import { audienceOf } from '../../lib/policy.js';
import type { RouteDeps } from '../index.js';

const profileApi = endpoints.profile;
const tags = ['profiles'];
const security = [{ token: [] }];
const PICTURE_FIELD = 'profilePicture';

export const profileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { profiles }, institution }) => {
  const documentedUpdateSchema = createProfileUpdateSchema({
    colleges: institution.colleges,
    programmes: allProgrammes(institution.programmeGroups),
    currentYear: currentYear(institution.timeZone),
    today: todayIn(institution.timeZone),
  });

  app.get(
    pathOf(profileApi.mine),
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
    pathOf(profileApi.update),
    {
      config: { changes: ['people', 'sessions'] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Update one’s profile: multipart form (fields + optional profilePicture, JPEG/PNG/WebP up to 5 MB and 16 megapixels) or JSON. ' +
          'Send only what changes; an empty value clears an optional field.',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        // What the form may hold, for the API document. The service checks it when it comes, as
        // a multipart form or JSON, against today's date (the date of birth) and the year.
        body: documentedUpdateSchema,
        response: { 200: envelope(ownProfileSchema) },
      },
      // The body is read (multipart or JSON) and checked by the service: not validated here.
      validatorCompiler: () => (body: unknown) => ({ value: body }),
    },
    async (request, reply) => {
      const { fields, file: picture } = await readForm(request, PICTURE_FIELD);
      const { profile, confirmationSentTo } = await profiles.update(sessionOf(request).userId, fields, picture);
      const message = confirmationSentTo
        ? ({ key: 'profile.updated_confirm_email', params: { email: confirmationSentTo } } as const)
        : ({ key: 'profile.updated' } as const);
      return sendData(reply, profile, message);
    },
  );

  app.get(
    pathOf(profileApi.one),
    {
      config: {
        cache: {
          tags: ['people'],
          // Shared among the members, and among the admins; its owner's view is never cached.
          variant: (request) => {
            const audience = audienceOf(sessionOf(request), (request.params as { id: string }).id);
            return audience === 'owner' ? null : audience;
          },
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
