import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../src/config.js';

/** A mistake in how a command was called, or a state the operator must change; the message says what to do. */
export class UsageError extends Error {}

/**
 * The one argument of `npm run backup -- FILE` and `npm run restore -- FILE`, as an absolute path.
 * npm runs the workspace's script in server/; a relative name means where the operator typed it.
 */
export function parseFileArgument(argv: string[]): string {
  const files = argv.filter((argument) => argument !== '--');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    throw new UsageError(files.length === 0 ? 'Name the backup file.' : `Unexpected arguments: ${files.join(' ')}`);
  }
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] as string);
}

/**
 * Runs a command's `main` when its file is the one node started (not when a test imports it).
 * A mistake the operator can fix (a UsageError, a ConfigError or one of `expected`) prints its
 * message alone; anything else its stack. Either way the command exits 1.
 */
export function runWhenInvoked(
  moduleUrl: string,
  main: () => Promise<void>,
  expected: (abstract new (...args: never[]) => Error)[] = [],
): void {
  if (!process.argv[1] || realpathSync(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error: unknown) => {
    const known = [UsageError, ConfigError, ...expected].some((type) => error instanceof type);
    process.stderr.write(`${known ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
    process.exit(1);
  });
}
