import type { Message } from '@alumni/contract';

/** A server-sent-event response body the test writes to, as the server would. */
export interface FakeEventStream {
  response: Response;
  send(event: string, data: unknown, id?: string): void;
  /** The server ends the stream. */
  end(): void;
}

export function fakeEventStream(signal?: AbortSignal | null): FakeEventStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  // A real fetch fails its body when the request is aborted.
  signal?.addEventListener('abort', () => {
    if (!open) return;
    open = false;
    controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send(event, data, id) {
      if (!open) return;
      const text = `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      // Split in two chunks: the parser must put events back together across reads.
      const middle = Math.floor(text.length / 2);
      controller?.enqueue(encoder.encode(text.slice(0, middle)));
      controller?.enqueue(encoder.encode(text.slice(middle)));
    },
    end() {
      if (!open) return;
      open = false;
      controller?.close();
    },
  };
}

/**
 * Stands in for fetch on /api/v1/realtime: each call opens a new fake stream (or answers what
 * `answer` returns) and is recorded with its headers.
 */
export function fakeRealtimeServer(answer?: (attempt: number) => Response | Error | undefined) {
  const requests: Array<{ url: string; headers: Headers; signal: AbortSignal | null }> = [];
  const streams: FakeEventStream[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(input), headers: new Headers(init?.headers), signal: init?.signal ?? null });
    const custom = answer?.(requests.length);
    if (custom instanceof Error) throw custom;
    if (custom) return custom;
    const stream = fakeEventStream(init?.signal);
    streams.push(stream);
    return stream.response;
  };
  return {
    fetch: fetchStub,
    requests,
    streams,
    latest(): FakeEventStream {
      const stream = streams.at(-1);
      if (!stream) throw new Error('no stream is open');
      return stream;
    },
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  return {
    _id: 'message-1',
    senderId: 'user-2',
    senderName: 'Sudipta Bose',
    recipientId: 'user-1',
    content: 'Hello from Sudipta',
    createdAt: '2026-11-05T10:00:00.000Z',
    ...overrides,
  };
}
