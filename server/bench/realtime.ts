import { createParser } from 'eventsource-parser';
import { type BenchRow, percentileTable, seedAlumni, startBenchServer, userIdsByEmail } from './setup.js';

/**
 * Messages through the realtime path: PAIRS recipients hold an event stream open; senders post
 * MESSAGES messages with CONCURRENCY requests in flight. Measures accepted sends per second and
 * the time from starting a POST to the recipient's stream delivering that message.
 */
const pairs = Number(process.env.PAIRS ?? 50);
const total = Number(process.env.MESSAGES ?? 5_000);
const concurrency = Number(process.env.CONCURRENCY ?? 50);

const server = await startBenchServer({ MESSAGES_PER_WINDOW: '1000000' });
const controllers: AbortController[] = [];
try {
  await seedAlumni(server, pairs * 2);
  const ids = await userIdsByEmail(
    server,
    ...Array.from({ length: pairs * 2 }, (_, index) => `alumnus${index + 1}@bench.example`),
  );
  const people = await Promise.all(ids.map(async (id) => ({ id, token: await server.signIn(id) })));
  const senders = people.slice(0, pairs);
  const recipients = people.slice(pairs);

  const startedAt = new Map<string, number>();
  const latencies: number[] = [];
  let lastDelivery = 0;
  let ready = 0;
  const allReady = new Promise<void>((resolve) => {
    for (const recipient of recipients) {
      const controller = new AbortController();
      controllers.push(controller);
      void fetch(`${server.url}/api/v1/realtime`, {
        headers: { authorization: recipient.token },
        signal: controller.signal,
      })
        .then(async (response) => {
          const parser = createParser({
            onEvent(event) {
              if (event.event === 'ready' && ++ready === recipients.length) resolve();
              if (event.event !== 'message') return;
              const { content } = JSON.parse(event.data) as { content: string };
              const started = startedAt.get(content);
              if (started !== undefined) {
                lastDelivery = performance.now();
                latencies.push(lastDelivery - started);
              }
            },
          });
          const decoder = new TextDecoder();
          for await (const chunk of response.body ?? [])
            parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
        })
        .catch(() => {});
    }
  });
  await allReady;

  let next = 0;
  let failures = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const sender = senders[index % pairs];
        const recipient = recipients[index % pairs];
        if (!sender || !recipient) break;
        const content = `bench message ${index}`;
        startedAt.set(content, performance.now());
        const response = await fetch(`${server.url}/api/v1/messages`, {
          method: 'POST',
          headers: { authorization: sender.token, 'content-type': 'application/json' },
          body: JSON.stringify({ recipientId: recipient.id, content }),
        });
        if (response.status !== 201) failures += 1;
        await response.arrayBuffer();
      }
    }),
  );
  const sendSeconds = (performance.now() - begin) / 1000;
  const deadline = Date.now() + 10_000;
  while (latencies.length < total - failures && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));

  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? Number.NaN);
  const deliveredPerSecond = latencies.length / ((lastDelivery - begin) / 1000);
  const rows: BenchRow[] = [
    {
      name: 'send (POST /api/v1/messages)',
      rps: (total - failures) / sendSeconds,
      p50: Number.NaN,
      p90: Number.NaN,
      p99: Number.NaN,
    },
    { name: 'delivered live to the recipient', rps: deliveredPerSecond, p50: at(0.5), p90: at(0.9), p99: at(0.99) },
  ];
  process.stdout.write(
    `\nRealtime chat, ${server.database.driver}: ${total} messages, ${pairs} open streams, ${concurrency} sends in flight; ` +
      `${failures} failed sends, ${latencies.length} delivered\n${percentileTable(rows, 'msg/s').replaceAll('NaN', '–')}\n` +
      '(latency = from starting the POST to the event arriving on the recipient’s stream)\n',
  );
  if (failures > 0 || latencies.length < total) process.exitCode = 1;
} finally {
  for (const controller of controllers) controller.abort();
  await server.stop();
}
