/**
 * `npm run build --workspace server`: compiles the server into one ES module, `dist/main.js`, so
 * production runs plain `node` instead of compiling TypeScript in memory at every start (tsx
 * costs start time and about 30 to 100 MB of resident memory); and the operator's commands the
 * same way, one file each (`dist/admin.js`, `seed.js`, `backup.js`, `restore.js`), so a
 * production install runs them without a TypeScript runner. The workspace's `@alumni/contract`
 * (TypeScript source) is bundled in; every npm dependency stays an import resolved from
 * node_modules, so native modules (sharp, argon2) and PGlite's WebAssembly files load exactly as
 * they do from source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { serverRoot } from '../src/paths.js';

/**
 * Where the build goes: one level below the server folder, as `src/paths.ts` expects: `dist`, which
 * `npm start` runs, unless `BUILD_DIR` names another folder (web/scripts/build-dir.ts reads the
 * same variable for the web app). `npm test` builds into `dist-test-e2e`, so a test run never
 * rewrites the files of a portal started from the same checkout (issue 35).
 */
const buildDir = process.env.BUILD_DIR?.trim() || 'dist';
if (!/^[\w.-]+$/.test(buildDir) || buildDir === '.' || buildDir === '..') {
  throw new Error(`BUILD_DIR must be a folder name such as dist-test-e2e, not "${buildDir}"`);
}
export const builtServerEntry = path.join(serverRoot, buildDir, 'main.js');

/**
 * The flags `node` runs the server with, wherever it is started: `npm start` (server/package.json,
 * checked by server/test/platform.test.ts), the benchmark, the Lighthouse audit and the end-to-end
 * and load suites. V8 lets the young generation grow to two 16 MB semi-spaces under load; 2 MB
 * ones cost about 3 % of throughput at 50 connections and save 15 to 20 MB of resident memory at
 * idle and 30 to 35 MB under load (docs/decisions/0016-young-generation.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/** What is built, by the name of its file in `dist/`. */
const ENTRY_POINTS = {
  main: 'src/main.ts',
  admin: 'scripts/admin.ts',
  seed: 'scripts/seed-scale.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
} as const;
export type BuiltCommand = Exclude<keyof typeof ENTRY_POINTS, 'main'>;

/**
 * Builds `dist/main.js` from `src/main.ts`, and the commands beside it, and returns the server's
 * path; the harnesses call it before starting the server. `outdir` must sit directly in the
 * server folder, as `dist/` does (src/paths.ts finds the migrations from there).
 */
export async function buildServer({ outdir = path.dirname(builtServerEntry) } = {}): Promise<string> {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRY_POINTS).map(([name, source]) => [name, path.join(serverRoot, source)]),
    ),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: 'linked',
    // A package's subpaths (drizzle-orm/pg-core) stay external along with the package itself.
    external: Object.keys(manifest.dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.js');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const entry = await buildServer();
  process.stdout.write(`server built: ${path.relative(process.cwd(), entry)}\n`);
}
