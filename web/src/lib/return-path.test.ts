import { describe, expect, it } from 'vitest';
import { returnPathFrom, signInReturningTo } from './return-path';

describe('returnPathFrom', () => {
  it('keeps a path of the portal', () => {
    expect(returnPathFrom('?returnTo=%2Fconnect%2Fabc')).toBe('/connect/abc');
    expect(returnPathFrom(signInReturningTo('/signin', '/connect/a?b=1').slice('/signin'.length))).toBe(
      '/connect/a?b=1',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'connect/abc', '']) {
      expect(returnPathFrom(`?${new URLSearchParams({ returnTo: value })}`), value).toBeNull();
    }
    expect(returnPathFrom('')).toBeNull();
  });
});
