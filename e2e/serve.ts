import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real server on a fresh embedded database for one Playwright run, and removes
 * that database when Playwright stops the server.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

const stop = (signal: NodeJS.Signals) => server.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
