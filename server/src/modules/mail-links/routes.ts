import {
  confirmationSentSchema,
  confirmEmailBodySchema,
  confirmEmailResultSchema,
  endpoints,
  envelope,
  forgotPasswordBodySchema,
  pathOf,
  resetPasswordBodySchema,
} from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import { sendData } from '../../http/envelope.js';
import { requestsPerIpPerMinute } from '../../http/request-limits.js';
import type { RouteDeps } from '../index.js';
import { FORGOT_PASSWORD_ANSWER } from './service.js';

const mailLinkApi = endpoints.mailLinks;

const tags = ['auth'];

/** Confirming an address and setting a new password through links mailed to the member. */
export const mailLinkRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services: { links }, db, config }) => {
  const options = {
    /** Requests per client IP per minute to the routes that hash a password (AUTH_REQUESTS_PER_MINUTE_PER_IP). */
    requestsPerIpPerMinute: config.authRequestsPerMinutePerIp,
  };
  app.post(
    pathOf(mailLinkApi.forgotPassword),
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Mail a link to set a new password to the account with this sign-in address, if there is one; the answer is the same either way',
        body: forgotPasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await links.requestPasswordReset(request.body.email, request.ip);
      return sendData(reply, null, FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    pathOf(mailLinkApi.resetPassword),
    {
      config: { changes: ['people', 'sessions'] },
      // A made-up token costs one lookup; even so, a stranger's requests are counted before it.
      onRequest: requestsPerIpPerMinute(db, 'password-reset', options.requestsPerIpPerMinute),
      schema: {
        tags,
        summary: 'Set a new password with the link from the mail (once, within 30 minutes); ends every session',
        body: resetPasswordBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await links.resetPassword(request.body.token, request.body.password);
      return sendData(reply, null, { key: 'mail_links.password_set' });
    },
  );

  app.post(
    pathOf(mailLinkApi.confirmEmail),
    {
      config: { changes: ['people', 'sessions'] },
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link from the mail (once, within 48 hours)',
        body: confirmEmailBodySchema,
        response: { 200: envelope(confirmEmailResultSchema) },
      },
    },
    async (request, reply) => {
      const confirmed = await links.confirmEmail(request.body.token);
      return sendData(reply, confirmed, { key: 'mail_links.email_confirmed', params: { email: confirmed.email } });
    },
  );

  app.post(
    pathOf(mailLinkApi.resendConfirmation),
    {
      config: { changes: [] },
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mail a new confirmation link to the address waiting for confirmation (a few per day)',
        security: [{ token: [] }],
        response: { 200: envelope(confirmationSentSchema) },
      },
    },
    async (request, reply) => {
      const sent = await links.resendConfirmation(sessionOf(request).userId);
      return sendData(reply, sent, { key: 'mail_links.link_sent', params: { email: sent.email } });
    },
  );
};
