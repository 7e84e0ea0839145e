import { type Budgets, formatTable, KB, measure } from './budgets';
import { webBuildDir } from './build-dir';

/**
 * Fails the build when the home page's first download grows past its budget, measured as the
 * server sends it: the precompressed files (scripts/precompress.ts, run before this). Issue 17:
 * 100 KB of JavaScript with brotli and 110 KB with gzip; issue 8: 15 KB of CSS
 * (docs/decisions/0010-first-load-budget.md, 0034). React, React Router and TanStack Query take
 * most of it; the first view's message catalogues count too, in either language (0033):
 * anything only a signed-in member, a form or another page needs loads later. What a visit to
 * `/` downloads after its first load, until the network is idle, is weighed in a browser by
 * e2e/tests/budget.spec.ts against the same limits (issue 35).
 */
const BUDGETS: Budgets = {
  jsBrotli: { label: 'JavaScript (brotli)', target: 100 * KB, limit: 100 * KB },
  jsGzip: { label: 'JavaScript (gzip)', target: 110 * KB, limit: 110 * KB },
  css: { label: 'CSS (gzip)', target: 15 * KB, limit: 15 * KB },
  // Every page's chunks, fetched by the service worker after the first visit (decision 0034):
  // 448 KB on 2026-11-28. A new large chunk that only one page needs (a map's shapes, an editor)
  // stays out of the precache list (vite.config.ts's globIgnores) or finds room here first.
  precache: { label: 'Service worker install (brotli)', target: 500 * KB, limit: 500 * KB },
};

const rows = measure(webBuildDir(), BUDGETS);
process.stdout.write(`${formatTable(rows)}\n`);
const over = rows.filter((row) => !row.withinLimit);
if (over.length > 0) {
  process.stderr.write(
    `Budget exceeded: ${over.map((row) => row.label).join(', ')} (see web/scripts/check-budgets.ts)\n`,
  );
  process.exit(1);
}
