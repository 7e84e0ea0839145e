import type { FastifyReply } from 'fastify';

/** Sends `{ statusCode, success: true, message, data }`, the shape every endpoint answers with. */
export function sendData<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.status(statusCode).send({ statusCode, success: true as const, message, data });
}

/** A list page: `data` stays an array, `meta.nextCursor` points at the next page (null on the last). */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; nextCursor: string | null }, message = 'OK') {
  return reply.send({
    statusCode: 200,
    success: true as const,
    message,
    data: page.items,
    meta: { nextCursor: page.nextCursor },
  });
}
