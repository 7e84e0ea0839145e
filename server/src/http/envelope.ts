import type { FastifyReply } from 'fastify';

/** Sends `{ statusCode, success: true, message, data }`, the shape every endpoint answers with. */
export function sendData<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.status(statusCode).send({ statusCode, success: true as const, message, data });
}
