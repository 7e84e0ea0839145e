import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../scripts/build.js';
import { AppError } from '../src/errors.js';
import { serverRoot } from '../src/paths.js';
import { requestTo, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp({
  beforeReady(app) {
    app.get('/api/test/explode', async () => {
      throw new Error('secret internal detail');
    });
    app.get('/api/test/forbidden', async () => {
      throw new AppError('FORBIDDEN', { key: 'admin.cannot_suspend_self' });
    });
  },
});

describe('the start command', () => {
  it('runs node with the same flags as the benchmark, the audits and the test suites', () => {
    const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`);
  });

  it('runs the operator commands compiled too: no TypeScript runner in production', () => {
    const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
    for (const command of ['admin', 'seed', 'backup', 'restore']) {
      expect(manifest.scripts[command], command).toBe(`node dist/${command}.js`);
    }
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
  });
});

describe('platform', () => {
  it('reports health with the database driver', async () => {
    const response = await requestTo(ctx, endpoints.health.live);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      database: { driver: process.env.TEST_DB, reachable: true },
    });
  });

  it('serves the institution configuration with the 24 colleges and 44 programmes', async () => {
    const response = await requestTo(ctx, endpoints.institution.config);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.university.shortName).toBe('MAKAUT');
    expect(data.chancellor.name).toBe('Dr. Gautam Majumdar');
    expect(data.copyright).toMatch(/^© 2024 /);
    expect(data.colleges).toHaveLength(24);
    expect(data.programmeGroups.flatMap((group: { programmes: string[] }) => group.programmes)).toHaveLength(44);
    expect(Object.keys(data.social).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'youtube']);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    // A path no route has: literal on purpose.
    const response = await ctx.request({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, statusCode: 404, data: null, code: 'NOT_FOUND' });
  });

  it('maps the error type to its status', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'You cannot suspend your own account.',
      key: 'admin.cannot_suspend_self',
      code: 'FORBIDDEN',
    });
  });

  it('hides the cause of a server error and returns the request id', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const json = response.json();
    expect(json).toMatchObject({ success: false, code: 'INTERNAL', requestId: response.headers['x-request-id'] });
    expect(json.message).toContain(String(response.headers['x-request-id']));
    expect(response.body).not.toMatch(/secret internal detail|\.ts:\d+/);
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await requestTo(ctx, endpoints.health.live);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allows no cross-origin callers unless configured', async () => {
    const response = await ctx.request({
      method: 'OPTIONS',
      url: urlFor(endpoints.auth.login),
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  // The OpenAPI document's keys are paths as it writes them: literal on purpose, in this test and the next.
  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/signup', '/api/v1/users/login', '/api/v1/user/', '/api/v1/config']),
    );
    const signup = document.paths['/api/v1/users/signup'].post;
    expect(Object.keys(signup.requestBody.content['application/json'].schema.properties)).toContain('enrollmentNumber');
  });

  it('documents the profile update’s fields, for JSON and for the multipart form', async () => {
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json();
    const update = document.paths['/api/v1/users/update'].post;
    for (const type of ['application/json', 'multipart/form-data']) {
      const fields = Object.keys(update.requestBody.content[type].schema.properties);
      expect(fields).toEqual(expect.arrayContaining(['fullName', 'skills', 'mentorshipInterest', 'emailVisibility']));
      expect(fields).not.toContain('verificationStatus');
    }
  });
});
