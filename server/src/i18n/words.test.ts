import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from '../paths.js';
import { bn } from './bn.js';
import { en, type WordKey } from './en.js';
import { wordIn, wordsIn } from './words.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const bengaliLetters = /[\u0980-\u09FF]/;

describe('the server’s catalogue of its own words', () => {
  it('holds the same keys in English and Bengali, none empty', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(bn)]) expect(text.trim(), key).not.toBe('');
  });

  it('asks for the same parameters in both languages', () => {
    for (const key of Object.keys(en) as WordKey[]) {
      expect(placeholders(bn[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('is Bengali in Bengali, and English in English', () => {
    expect(Object.entries(bn).filter(([, text]) => !bengaliLetters.test(text))).toEqual([]);
    expect(Object.entries(en).filter(([, text]) => bengaliLetters.test(text))).toEqual([]);
  });

  it('is the one place of Bengali in the server’s code: no other source file holds a Bengali word', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sources(file);
        return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
      });
    const withBengali = sources(path.join(serverRoot, 'src'))
      .filter((file) => bengaliLetters.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(serverRoot, file));
    // Besides the words: the surname spellings search folds together, which are names, not words to
    // translate, and the generated members' Bengali stories (content members write, not the portal's words).
    expect(withBengali.sort()).toEqual([
      'src/i18n/bn.ts',
      'src/modules/search/surnames.ts',
      'src/seed/scale-content.ts',
    ]);
  });
});

describe('wordIn', () => {
  it('fills each parameter once, writing numbers in the language’s digits', () => {
    expect(wordIn('en', 'mail.digest.more', { count: 12 })).toBe('And 12 more');
    expect(wordIn('bn', 'mail.digest.more', { count: 12 })).toBe('আরও ১২টি');
    expect(wordIn('bn', 'mail.confirm_email.expiry', { hours: 48 })).toContain('৪৮ ঘণ্টা');
  });

  it('takes a value as written: placeholders and replacement patterns in it stay text', () => {
    expect(wordIn('en', 'mail.greeting', { fullName: '{fullName} $& $1' })).toBe('Hello {fullName} $& $1,');
    expect(wordsIn('bn')('unsubscribe.question', { kind: '{kind}' })).toBe('{kind} পাওয়া বন্ধ করবেন?');
  });

  it('asks the type for exactly the parameters of the key', () => {
    // @ts-expect-error: the greeting names {fullName}.
    const missing = () => wordIn('en', 'mail.greeting');
    // @ts-expect-error: a key without parameters takes none.
    const extra = () => wordIn('en', 'calendar.join', { link: 'x' });
    expect([missing, extra].every((made) => typeof made === 'function')).toBe(true);
  });
});
