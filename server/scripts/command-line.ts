import path from 'node:path';

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
