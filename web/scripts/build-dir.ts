import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder `npm run build` writes, in web/ and in server/ (server/scripts/build.ts reads the same
 * variable): `dist`, which a started portal serves and runs, unless `BUILD_DIR` names another.
 * `npm test` builds into `dist-test-e2e` and its browser tests serve that, so a test run never
 * rewrites the files under a portal started from the same checkout (issue 35). A plain folder
 * name: the compiled server finds its migrations one level up (server/src/paths.ts).
 */
export function buildDirName(env: Record<string, string | undefined> = process.env): string {
  const name = env.BUILD_DIR?.trim() || 'dist';
  if (!/^[\w.-]+$/.test(name) || name === '.' || name === '..') {
    throw new Error(`BUILD_DIR must be a folder name such as dist-test-e2e, not "${name}"`);
  }
  return name;
}

/** The web app's build folder (absolute). */
export function webBuildDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', buildDirName(env));
}
