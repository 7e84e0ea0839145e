import type { FastifyInstance } from 'fastify';
import { AppError, type ServerMessage } from '../errors.js';

const NUL = '\u0000';

/** Where in a parsed body, query or path the first NUL character is (in a value or a key), or null. */
function findNul(root: unknown, rootPath: string): string | null {
  // Iterative: a 100 kB body can nest thousands of levels deep.
  const pending: [unknown, string][] = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a request carrying one in its JSON
 * body or query is refused with a 400 naming the field, before the handler runs. It runs
 * after validation, so only fields the route accepts are looked at (unknown ones are dropped).
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    // Path ids are not looked at: a malformed id names nothing, and its route answers 404 for it.
    for (const [source, value] of [
      ['body', request.body],
      ['query', request.query],
    ] as const) {
      const found = findNul(value, '');
      if (found === null) continue;
      const path = found || source;
      // The name comes from the request (any query key is here), so it is quoted after a fixed
      // word: a key such as "undefined" or "Error" never reads as the start of a server fault.
      const named = /^[A-Za-z][\w.]{0,60}$/.test(path);
      const message: ServerMessage = named
        ? { key: source === 'query' ? 'request.nul_in_query' : 'request.nul_in_field', params: { name: path } }
        : { key: 'request.nul_character' };
      throw new AppError('VALIDATION', message, { errors: [{ path, ...message }] });
    }
  });
}
