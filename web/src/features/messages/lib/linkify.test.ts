import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits a message into text and http(s) links, in order', () => {
    expect(linkify('See https://example.org/jobs?id=4&x=y and http://tu.example.org/a#b now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/jobs?id=4&x=y', href: 'https://example.org/jobs?id=4&x=y' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://tu.example.org/a#b', href: 'http://tu.example.org/a#b' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves plain text, markup included, as one text segment', () => {
    expect(linkify('<script>alert(1)</script> <b>not bold</b>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> <b>not bold</b>' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example.org']) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('stops an address at markup, quotes and whitespace', () => {
    expect(linkify('<a href="https://evil.example.org">x</a>')).toEqual([
      { kind: 'text', text: '<a href="' },
      { kind: 'link', text: 'https://evil.example.org', href: 'https://evil.example.org' },
      { kind: 'text', text: '">x</a>' },
    ]);
    expect(linkify('https://a.example.org\nnext line')).toEqual([
      { kind: 'link', text: 'https://a.example.org', href: 'https://a.example.org' },
      { kind: 'text', text: '\nnext line' },
    ]);
  });

  it('leaves the sentence’s punctuation and brackets out, but keeps brackets that belong to the address', () => {
    expect(linkify('Read this: https://example.org/post.')).toEqual([
      { kind: 'text', text: 'Read this: ' },
      { kind: 'link', text: 'https://example.org/post', href: 'https://example.org/post' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkify('(see https://example.org/a), ok')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://example.org/a', href: 'https://example.org/a' },
      { kind: 'text', text: '), ok' },
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/C_(language)!')).toEqual([
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/C_(language)',
        href: 'https://en.wikipedia.org/wiki/C_(language)',
      },
      { kind: 'text', text: '!' },
    ]);
  });

  it('does not link an address without a host', () => {
    expect(linkify('https:// is how it starts')).toEqual([{ kind: 'text', text: 'https:// is how it starts' }]);
  });
});
