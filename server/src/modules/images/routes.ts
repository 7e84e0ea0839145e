import { endpoints, envelope, imageSchema, imageUploadFieldsSchema, pathOf } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { readForm } from '../../http/forms.js';
import type { RouteDeps } from '../index.js';

const IMAGE_FILE_FIELD = 'file';

export const imageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { images } }) => {
  app.post(
    pathOf(endpoints.images.upload),
    {
      // A new picture is on no post yet: no shared answer shows it until a post's write does.
      config: { changes: [] },
      onRequest: [app.authenticate, app.requireVerified],
      schema: {
        tags: ['images'],
        summary:
          'Upload a picture for a story or an event: multipart form, the file under "file" (JPEG/PNG/WebP up to 5 MB and 16 megapixels) and its text alternative under "alt". ' +
          'Re-encoded to WebP without metadata; put it on a post by its id within a day, or it is removed',
        security: [{ token: [] }],
        consumes: ['multipart/form-data'],
        body: imageUploadFieldsSchema,
        response: { 201: envelope(imageSchema) },
      },
      // The multipart form is read below and checked by the service, not validated as a JSON body.
      validatorCompiler: () => (body: unknown) => ({ value: body }),
    },
    async (request, reply) => {
      const { fields, file } = await readForm(request, IMAGE_FILE_FIELD);
      const image = await images.upload(sessionOf(request).userId, fields, file);
      return sendData(reply, image, { key: 'images.uploaded' }, 201);
    },
  );
};
