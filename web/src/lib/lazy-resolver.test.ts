import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const valid: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validation once, on preload or first use, and validates with it', async () => {
    const load = vi.fn(async () => valid);
    const lazy = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    lazy.preload();
    lazy.preload();
    const result = await lazy.resolver({ email: 'a@example.org' }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@example.org' }, errors: {} });
    await lazy.resolver({ email: 'b@example.org' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed (a dropped connection)', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(valid);
    const lazy = lazyResolver<Values, Values>(load);
    lazy.preload();
    await expect(lazy.resolver({ email: 'a@example.org' }, undefined, options)).rejects.toThrow('offline');
    await expect(lazy.resolver({ email: 'a@example.org' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
