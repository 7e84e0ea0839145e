import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENGALI_RANGES, charactersOf } from './bengali-font';

describe('the Bengali font', () => {
  it("keeps the characters the stylesheet's unicode-range announces, no more and no fewer", () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../src/index.css'), 'utf8');
    const face = css.match(/@font-face\s*{[^}]*"Noto Sans Bengali"[^}]*}/)?.[0] ?? '';
    const announced = face.match(/unicode-range:\s*([^;]+);/)?.[1]?.split(/\s*,\s*/);
    expect(announced).toEqual(BENGALI_RANGES);
  });

  it('covers the whole Bengali block, the danda and the rupee sign', () => {
    const text = charactersOf(BENGALI_RANGES);
    for (const character of ['অ', 'ক', '্', 'ৎ', '০', '৯', '।', '₹', '\u200C']) expect(text).toContain(character);
    expect(charactersOf(['U+0980-0983'])).toBe('\u0980\u0981\u0982\u0983');
    expect(() => charactersOf(['U+09FE-0980'])).toThrow(/U\+09FE-0980/);
  });
});
