import { describe, expect, it } from 'vitest';
import { markdownToPlainText, plainTextExcerpt } from './markdown-text.js';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the syntax', () => {
    const text = markdownToPlainText(
      [
        '## Reunion',
        '',
        'We met **again** after _twenty_ years. See [the photos](https://example.org/photos).',
        '',
        '- first',
        '- second',
        '',
        '1. one',
        '2. two',
        '',
        '> A quote',
        '',
        '![The old gate](/uploads/abc-1280.webp)',
      ].join('\n'),
    );
    expect(text).toBe(
      [
        'Reunion',
        '',
        'We met again after twenty years. See the photos.',
        '',
        '• first',
        '• second',
        '',
        '1. one',
        '2. two',
        '',
        'A quote',
        '',
        'The old gate',
      ].join('\n'),
    );
    expect(text).not.toMatch(/[*_#[\]>]/);
  });

  it('reads plain text as it was written: its line breaks and paragraphs, its indentation as text', () => {
    const plain = 'Dear friends,\nwe meet on Friday.\n\n    Room 12\nBring a friend.';
    expect(markdownToPlainText(plain)).toBe('Dear friends,\nwe meet on Friday.\n\nRoom 12\nBring a friend.');
  });

  it('writes link addresses after their text when asked (a calendar file)', () => {
    expect(
      markdownToPlainText('Register [here](https://example.org/r) or at https://example.org/s', { linkTargets: true }),
    ).toBe('Register here (https://example.org/r) or at https://example.org/s');
    expect(markdownToPlainText('Write to <a@example.org>', { linkTargets: true })).toBe('Write to a@example.org');
  });

  it('keeps raw HTML and unsafe links as the text they are, never as markup', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '[x](javascript:alert(1)) [y](jav&#x61;script:alert(1)) [z](data:text/html,hi)',
      '<img src=x onerror=alert(1)> <iframe src="https://evil.example"></iframe> <svg onload=alert(1)>',
    ].join('\n\n');
    const text = markdownToPlainText(hostile, { linkTargets: true });
    // The text is the author's characters (whoever writes it into HTML escapes it); no link target is added.
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('[x](javascript:alert(1))');
    expect(text).not.toContain('(javascript:alert(1)) (');
  });

  it('stays fast on pathological nesting', () => {
    const inputs = [
      '*'.repeat(20_000),
      '['.repeat(20_000),
      '*a'.repeat(10_000),
      '> '.repeat(5_000),
      '[a]('.repeat(5_000),
    ];
    const started = performance.now();
    for (const input of inputs) markdownToPlainText(input);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('plainTextExcerpt', () => {
  it('cuts the plain text at a word', () => {
    expect(plainTextExcerpt('**Hello** there, _dear_ friends of the college', 25)).toBe('Hello there, dear…');
    expect(plainTextExcerpt('- a\n- b', 25)).toBe('• a • b');
  });
});
