import type { FastifyReply } from 'fastify';

/** Sends `{ statusCode, success: true, message, data }`, the shape every endpoint answers with. */
export function sendData<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.status(statusCode).send({ statusCode, success: true as const, message, data });
}

/** One page of something: `data` as usual, `meta.nextCursor` points at the next page (null on the last). */
export function sendWithCursor<T>(reply: FastifyReply, data: T, nextCursor: string | null, message = 'OK') {
  return reply.send({ statusCode: 200, success: true as const, message, data, meta: { nextCursor } });
}

/** A list page: `data` stays an array (the original client reads it so). */
export function sendPage<T>(reply: FastifyReply, page: { items: T[]; nextCursor: string | null }, message = 'OK') {
  return sendWithCursor(reply, page.items, page.nextCursor, message);
}
