import autocannon from 'autocannon';
import { type BenchRow, percentileTable, seedAlumni, startBenchServer } from './setup.js';

/**
 * Directory search at scale: seeds ALUMNI (default 100,000) alumni, then drives
 * GET /api/v1/users/community with autocannon at 50 connections for DURATION seconds a scenario.
 */
const alumni = Number(process.env.ALUMNI ?? 100_000);
const duration = Number(process.env.DURATION ?? 10);

const server = await startBenchServer();
try {
  const seedStart = performance.now();
  const [viewerId = ''] = await seedAlumni(server, alumni);
  process.stdout.write(
    `seeded ${alumni} alumni in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${server.database.driver})\n`,
  );
  const token = await server.signIn(viewerId);
  const scenarios = [
    { name: 'name prefix (q=ana)', path: '/api/v1/users/community?q=ana' },
    { name: 'company + year range', path: '/api/v1/users/community?q=tata&yearFrom=2005&yearTo=2015' },
    { name: 'skill, sorted by year', path: '/api/v1/users/community?q=verilog&sort=year' },
    {
      name: 'programme + college filter',
      path: `/api/v1/users/community?programme=${encodeURIComponent('Civil Engineering')}&college=${encodeURIComponent(server.institution.colleges[3] ?? '')}`,
    },
    { name: 'no filter, page 1', path: '/api/v1/users/community' },
  ];
  const rows: BenchRow[] = [];
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.url}${scenario.path}`,
      connections: 50,
      duration,
      headers: { authorization: token },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${scenario.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({
      name: scenario.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
    });
  }
  process.stdout.write(
    `\nDirectory search, ${alumni} alumni, ${server.database.driver}, 50 connections, ${duration} s each\n${percentileTable(rows)}\n`,
  );
} finally {
  await server.stop();
}
