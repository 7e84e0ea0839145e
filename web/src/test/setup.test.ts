import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the web tests wait for what they need', () => {
  it('gives findBy* and waitFor long enough that only a hang fails them, not a busy machine (issue 35)', () => {
    // At 3 s two lookups failed while the whole suite shared two cores; alone they passed.
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(30_000);
  });
});
