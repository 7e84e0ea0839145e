import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Budget, formatTable, KB, measure } from './budgets';

/**
 * Fails the build when the home page's first download grows past its budget (issue 8: 100 KB of
 * JavaScript and 15 KB of CSS, gzipped; docs/decisions/0010-first-load-budget.md). React, React
 * Router and TanStack Query take about 87 KB of it, so the portal's own first-page code has about
 * 13 KB: anything only a signed-in member, a form or another page needs loads later.
 */
/*
 * Issue 17 restates the JavaScript budget as sent: 100 KB with brotli, 110 KB with gzip, in either
 * language, the first view's message catalogues included (docs/decisions/0033). Until the build
 * writes the brotli files the server will send, the gzip figure is the one enforced here.
 */
const BUDGETS: { js: Budget; css: Budget } = {
  js: { label: 'JavaScript', target: 100 * KB, limit: 110 * KB },
  css: { label: 'CSS', target: 15 * KB, limit: 15 * KB },
};

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const rows = measure(distDir, BUDGETS);
process.stdout.write(`${formatTable(rows)}\n`);
const over = rows.filter((row) => !row.withinLimit);
if (over.length > 0) {
  process.stderr.write(
    `Budget exceeded: ${over.map((row) => row.label).join(', ')} (see web/scripts/check-budgets.ts)\n`,
  );
  process.exit(1);
}
