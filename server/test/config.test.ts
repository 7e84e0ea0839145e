import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('the configuration', () => {
  it('listens on this machine only unless HOST says otherwise: the demo accounts have a published password (issue 35)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
