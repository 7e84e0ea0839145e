import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it both as source
 * (`src/paths.ts`) and once bundled into `dist/main.js`, so the same expression holds in both.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '..');
/** drizzle-kit's migrations, read at start by `migrate()`. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
