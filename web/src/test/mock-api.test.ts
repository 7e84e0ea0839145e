import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { failure, mockApi, ok, routeKey } from './mock-api';

// Literal paths on purpose: these tests are about how a request's path finds its route.
async function answerTo(method: string, path: string) {
  const response = await fetch(path, { method });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

describe('mockApi', () => {
  it('keys a call by its contract entry, its :id matching any one segment', async () => {
    mockApi({ [endpoints.events.one]: ok('the event') });
    expect((await answerTo('GET', '/api/v1/user/event/event-1')).body.data).toBe('the event');
    expect((await answerTo('GET', '/api/v1/user/event/other')).body.data).toBe('the event');
    // Another method, another length: not this entry.
    expect((await answerTo('DELETE', '/api/v1/user/event/event-1')).status).toBe(404);
    expect((await answerTo('GET', '/api/v1/user/event/event-1/attendees')).status).toBe(404);
  });

  it('lets an exact key win over a pattern, whichever comes first', async () => {
    mockApi({
      [endpoints.events.one]: ok('any event'),
      [routeKey(endpoints.events.one, { id: 'event-1' })]: ok('event 1'),
    });
    expect((await answerTo('GET', '/api/v1/user/event/event-1')).body.data).toBe('event 1');
    expect((await answerTo('GET', '/api/v1/user/event/event-2')).body.data).toBe('any event');
  });

  it('never answers another endpoint of the contract with a pattern, as the server routes a fixed segment first', async () => {
    const { requests } = mockApi({ [endpoints.events.one]: ok('an event') });
    expect((await answerTo('GET', '/api/v1/user/event/showAllEvents')).status).toBe(404);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/user/event/showAllEvents']);
  });

  it('picks the more specific of two matching patterns', async () => {
    mockApi({
      'GET /api/v1/test/:a/:b': ok('both any'),
      'GET /api/v1/test/fixed/:b': ok('first fixed'),
    });
    expect((await answerTo('GET', '/api/v1/test/fixed/x')).body.data).toBe('first fixed');
    expect((await answerTo('GET', '/api/v1/test/other/x')).body.data).toBe('both any');
  });

  it('builds one call’s key from an entry and its parameters, each encoded as the client sends it', () => {
    expect(routeKey(endpoints.events.one, { id: 'event-1' })).toBe('GET /api/v1/user/event/event-1');
    expect(routeKey(endpoints.messages.markRead, { userId: 'a b' })).toBe('POST /api/v1/conversations/a%20b/read');
    expect(routeKey(endpoints.institution.config)).toBe('GET /api/v1/config');
  });

  it('answers 404 to what nothing answers, and a route function gets the request', async () => {
    mockApi({
      [endpoints.events.register]: (request) =>
        request.method === 'POST' ? ok(new URL(request.url).pathname) : failure(500, 'INTERNAL', 'no'),
    });
    expect((await answerTo('POST', '/api/v1/user/event/e-9/registration')).body.data).toBe(
      '/api/v1/user/event/e-9/registration',
    );
    expect((await answerTo('GET', '/api/v1/nothing')).status).toBe(404);
  });
});
