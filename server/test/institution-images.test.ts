import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, institutionSchema, pathOf } from '@alumni/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { loadInstitution, prepareInstitution } from '../src/modules/institution/load.js';
import { institutionRoutes } from '../src/modules/institution/routes.js';

const shippedConfig = loadConfig({}).institutionConfigPath;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'alumni-images-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('institution pictures', () => {
  it('renders the shipped banner to AVIF and WebP at each width, with its size for the page', async () => {
    const institution = await prepareInstitution(shippedConfig, path.join(workDir, 'images'));
    const image = institution.banner.image;

    expect(institutionSchema.safeParse(institution).success).toBe(true);
    expect(image).toMatchObject({ alt: '', width: 1920, height: 480 });
    expect(image?.avif.map((variant) => variant.width)).toEqual([640, 960, 1280, 1920]);
    const file = path.join(workDir, 'images', path.basename(image?.avif[0]?.url ?? ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'heif', width: 640, height: 160 });
    // No photo is configured: the page shows the chancellor's initials.
    expect(institution.chancellor.photo).toBeUndefined();
  });

  it('crops a configured photo square, never enlarging a small source, and names files by content', async () => {
    const config = JSON.parse(JSON.stringify(loadInstitution(shippedConfig)));
    config.chancellor.photo = { file: 'portrait.png', alt: 'Portrait of the chancellor' };
    const configFile = path.join(workDir, 'institution.json');
    await writeFile(configFile, JSON.stringify(config));
    await sharp({ create: { width: 200, height: 300, channels: 3, background: '#335577' } })
      .png()
      .toFile(path.join(workDir, 'portrait.png'));

    const first = await prepareInstitution(configFile, path.join(workDir, 'images'));
    const again = await prepareInstitution(configFile, path.join(workDir, 'images'));

    expect(first.chancellor.photo).toMatchObject({ alt: 'Portrait of the chancellor', width: 192, height: 192 });
    expect(first.chancellor.photo?.webp.map((variant) => variant.width)).toEqual([96, 192]);
    expect(again.chancellor.photo).toEqual(first.chancellor.photo);
  });

  it('serves them with long-lived immutable caching and tells the web app where they are', async () => {
    const imagesDir = path.join(workDir, 'images');
    const institution = await prepareInstitution(shippedConfig, imagesDir);
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(institutionRoutes, { institutions: { en: institution, bn: institution }, imagesDir });

    const config = await app.inject({ method: 'GET', url: pathOf(endpoints.institution.config) });
    const url = config.json().data.banner.image.webp[0].url as string;
    const picture = await app.inject({ method: 'GET', url });
    const unknown = await app.inject({ method: 'GET', url: '/images/banner-0000000000000000-640.webp' });
    await app.close();

    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(unknown.statusCode).toBe(404);
  });
});
