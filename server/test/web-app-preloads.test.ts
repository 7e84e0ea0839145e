import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { inLanguage, withInlineConfig } from '../src/http/web-app.js';
import { requestTo, useTestApp } from './harness.js';

/** A build whose route-preloads.json is damaged still serves every page, only without preloads. */
const webDist = mkdtempSync(path.join(tmpdir(), 'alumni-web-dist-damaged-'));
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Alumni portal</title></head><body><div id="root"></div></body></html>';
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, 'route-preloads.json'), '[{"path": "/signin", "files": ["/assets/a.js"]');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const context = useTestApp({ env: { WEB_DIST: webDist } });

describe('a damaged route-preloads.json', () => {
  it('leaves the pages as index.html with the configuration, without preloads, instead of stopping the server', async () => {
    for (const url of ['/', '/signin', '/stories']) {
      const response = await context.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const config = (await requestTo(context, endpoints.institution.config)).json().data;
      const title = { '/': 'Home', '/signin': 'Sign in', '/stories': 'Stories' }[url];
      expect(response.body, url).toBe(
        inLanguage(withInlineConfig(indexHtml, config), 'en', 'system', `${title} · ${config.shortName}`),
      );
      expect(response.body, url).not.toContain('modulepreload');
    }
  });
});
