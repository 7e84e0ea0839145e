import { endpoints, pathOf } from '@alumni/contract';
import { createParser } from 'eventsource-parser';

export interface Person {
  id: string;
  token: string;
}

export interface DeliveryResult {
  messages: number;
  openStreams: number;
  inFlight: number;
  failedSends: number;
  delivered: number;
  sendsPerSecond: number;
  deliveredPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Messages through the realtime path: every recipient holds an event stream open (GET
 * /api/v1/realtime); senders post `messages` messages with `inFlight` requests at a time. The
 * latency is from starting the POST to the recipient's stream delivering that message.
 */
export async function measureDelivery(
  url: string,
  pairs: { sender: Person; recipient: Person }[],
  options: { messages: number; inFlight: number },
): Promise<DeliveryResult> {
  const controllers: AbortController[] = [];
  const startedAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  try {
    let ready = 0;
    await new Promise<void>((resolve, reject) => {
      for (const { recipient } of pairs) {
        const controller = new AbortController();
        controllers.push(controller);
        fetch(`${url}${pathOf(endpoints.messages.stream)}`, {
          headers: { authorization: recipient.token },
          signal: controller.signal,
        })
          .then(async (response) => {
            if (!response.ok) throw new Error(`realtime stream answered ${response.status}`);
            const parser = createParser({
              onEvent(event) {
                if (event.event === 'ready' && ++ready === pairs.length) resolve();
                if (event.event !== 'message') return;
                const { content } = JSON.parse(event.data) as { content: string };
                const started = startedAt.get(content);
                if (started === undefined) return;
                startedAt.delete(content);
                lastDelivery = performance.now();
                latencies.push(lastDelivery - started);
              },
            });
            const decoder = new TextDecoder();
            for await (const chunk of response.body ?? []) {
              parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
            }
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) reject(error);
          });
      }
    });

    let next = 0;
    let failedSends = 0;
    const begin = performance.now();
    await Promise.all(
      Array.from({ length: options.inFlight }, async () => {
        while (next < options.messages) {
          const index = next++;
          const pair = pairs[index % pairs.length];
          if (!pair) break;
          const content = `realtime bench ${index}`;
          startedAt.set(content, performance.now());
          const response = await fetch(`${url}${pathOf(endpoints.messages.send)}`, {
            method: 'POST',
            headers: { authorization: pair.sender.token, 'content-type': 'application/json' },
            body: JSON.stringify({ recipientId: pair.recipient.id, content }),
          });
          if (response.status !== 201) failedSends += 1;
          await response.arrayBuffer();
        }
      }),
    );
    const sendSeconds = (performance.now() - begin) / 1000;
    const deadline = Date.now() + 10_000;
    while (latencies.length < options.messages - failedSends && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    latencies.sort((a, b) => a - b);
    const at = (share: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * share) - 1)] ?? Number.NaN);
    return {
      messages: options.messages,
      openStreams: pairs.length,
      inFlight: options.inFlight,
      failedSends,
      delivered: latencies.length,
      sendsPerSecond: Math.round((options.messages - failedSends) / sendSeconds),
      deliveredPerSecond: Math.round(latencies.length / ((lastDelivery - begin) / 1000)),
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
    };
  } finally {
    for (const controller of controllers) controller.abort();
  }
}
