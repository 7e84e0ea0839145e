import type { FastifyReply } from 'fastify';
import { type ServerMessage, wordMessage } from '../errors.js';
import { messageLanguage } from './language.js';

/**
 * The message of a success answer in the request's language (Accept-Language), with its key and
 * parameters (decision 0032).
 */
function worded(reply: FastifyReply, message: ServerMessage) {
  return wordMessage(message, messageLanguage(reply.request));
}

const OK: ServerMessage = { key: 'ok' };

/** Sends `{ statusCode, success: true, message, key, data }`, the shape every endpoint answers with. */
export function sendData<T>(reply: FastifyReply, data: T, message: ServerMessage = OK, statusCode = 200) {
  return reply.status(statusCode).send({ statusCode, success: true as const, ...worded(reply, message), data });
}

/** One page of something: `data` as usual, `meta.nextCursor` points at the next page (null on the last). */
export function sendWithCursor<T>(reply: FastifyReply, data: T, nextCursor: string | null, message = OK) {
  return reply.send({ statusCode: 200, success: true as const, ...worded(reply, message), data, meta: { nextCursor } });
}

/** A list page: `data` stays an array (the original client reads it so). */
export function sendPage<T>(
  reply: FastifyReply,
  page: { items: T[]; nextCursor: string | null },
  message: ServerMessage = OK,
) {
  return sendWithCursor(reply, page.items, page.nextCursor, message);
}

/** A list page whose `meta` holds more than `nextCursor` (a search's per-kind counts, decision 0048). */
export function sendPageWithMeta<T, M extends object>(
  reply: FastifyReply,
  page: { items: T[]; nextCursor: string | null },
  meta: M,
  message: ServerMessage = OK,
) {
  return reply.send({
    statusCode: 200,
    success: true as const,
    ...worded(reply, message),
    data: page.items,
    meta: { nextCursor: page.nextCursor, ...meta },
  });
}
