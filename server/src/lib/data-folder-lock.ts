/// <reference path="./fs-native-extensions.d.ts" />
import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * The file in the data folder whose lock marks the embedded database's owner. It stays after
 * its owner is gone: deleting it would let a process that opened the old file and a process that
 * created a new one each hold "the" lock.
 */
export const OWNER_FILE = 'database.lock';

export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    owner: string | null,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process${owner ? ` (${owner})` : ''}. ` +
        'Only one process at a time may open it: stop the server (or the other command) and run this again, ' +
        'or use PostgreSQL (DATABASE_URL) to run several processes on one database.',
    );
    this.name = 'DatabaseInUseError';
  }
}

export interface DataFolderLock {
  release(): void;
}

/**
 * Makes this process the one owner of the embedded database in `dataDir`, or throws
 * DatabaseInUseError when another open holds it (another process, or another open in this one).
 * The lock is the kernel's (open file description lock on Linux, flock on macOS, LockFileEx on
 * Windows): it lasts as long as the file stays open and ends with the process, however the
 * process ends, so a server killed with SIGKILL leaves nothing to clean up.
 */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  // Loaded here, not at the top: a deployment on PostgreSQL never needs the native addon.
  const { tryLock, unlock } = await import('fs-native-extensions');
  const file = path.join(dataDir, OWNER_FILE);
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DatabaseInUseError(dataDir, describeOwner(file));
  }
  // Only for the message a refused process prints; the lock alone decides who owns the folder.
  const owner = { pid: process.pid, command: path.basename(process.argv[1] ?? process.argv0), since: new Date() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(owner)}\n`, 0);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      // Closing alone releases it on Linux and macOS; Windows may release a closed handle's lock later.
      unlock(fd);
      closeSync(fd);
    },
  };
}

/** "pid 1234, main.js, since 2026-11-20T09:15:00.000Z", or null when the file says nothing readable. */
function describeOwner(file: string): string | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; command?: unknown; since?: unknown };
    if (typeof owner.pid !== 'number') return null;
    return [`pid ${owner.pid}`, owner.command, owner.since && `since ${owner.since}`].filter(Boolean).join(', ');
  } catch {
    return null;
  }
}
