import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The limit of this machine for an endpoint: a bare node:http server that answers each request
 * with the bytes the real server answered it with (captured by run.ts), from memory.
 * Usage: bare-server.ts <fixtures.json>, PORT and HOST in the environment.
 */
export interface CapturedResponse {
  method: string;
  path: string;
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

const fixtures = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CapturedResponse[];
const answers = new Map(
  fixtures.map((fixture) => [
    `${fixture.method} ${fixture.path}`,
    { status: fixture.status, headers: fixture.headers.flat(), body: Buffer.from(fixture.bodyBase64, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  request.resume();
  request.on('end', () => {
    if (request.url === '/__ready') {
      response.end('ready');
    } else if (!answer) {
      response.writeHead(404).end();
    } else {
      response.writeHead(answer.status, answer.headers).end(answer.body);
    }
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
