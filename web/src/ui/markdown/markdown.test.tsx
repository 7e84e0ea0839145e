import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const KEY = '0123456789abcdef0123456789abcdef';
const OWN_PICTURE = `/uploads/${KEY}-1280.webp`;

function rendered(source: string) {
  return render(<Markdown source={source} />).container;
}

/** Nothing in the output can run or load from elsewhere: the promises of decision 0060. */
function expectNothingActive(container: HTMLElement) {
  expect(
    container.querySelectorAll('script, iframe, svg, object, embed, style, form, input, math, base, meta, link'),
  ).toHaveLength(0);
  // The renderer's elements: everything inside the component's own wrapper.
  for (const element of container.firstElementChild?.querySelectorAll('*') ?? []) {
    for (const attribute of element.attributes) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      expect(['href', 'src', 'alt', 'rel', 'loading', 'decoding', 'start'], element.outerHTML).toContain(
        attribute.name,
      );
    }
  }
  for (const link of container.querySelectorAll('a')) {
    expect(['http:', 'https:', 'mailto:'], link.outerHTML).toContain(new URL(link.href).protocol);
    expect(link.rel).toBe('noopener nofollow ugc');
  }
  for (const picture of container.querySelectorAll('img')) {
    const url = new URL(picture.src);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/^\/uploads\/[0-9a-f]{32}-(640|1280)\.webp$/);
  }
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](   javascript:alert(1))',
  '[click](jav&#x61;script:alert(1))',
  '[click](jav&#97;script&colon;alert(1))',
  '[click](java\\nscript:alert(1))',
  '[click](<javascript:alert(1)>)',
  '<javascript:alert(1)>',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '[click](VBScript:msgbox(1))',
  '[click](file:///etc/passwd)',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '<a href="https://example.org" onclick="alert(1)">x</a>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<object data="https://evil.example/x.swf"></object>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '![x](https://evil.example/a.png)',
  '![x](//evil.example/a.png)',
  '![x](javascript:alert(1))',
  '![x](data:image/png;base64,iVBORw0KGgo=)',
  `![x](https://evil.example${OWN_PICTURE})`,
  `![x](${OWN_PICTURE}?x=1)`,
  '![x" onerror="alert(1)](/uploads/nothing.png)',
  `![x](${OWN_PICTURE} "t\\" onerror=\\"alert(1)")`,
  '**unbalanced _markup [link(https://example.org',
  '<b>bold <i>not closed',
  '```\n<script>alert(1)</script>\n```',
  '`<script>alert(1)</script>`',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

describe('Markdown', () => {
  it('shows paragraphs, headings, emphasis, lists, quotes, links and the portal’s pictures', () => {
    const container = rendered(
      [
        '# Reunion',
        '',
        'We met **again** after _twenty_ years: [photos](https://example.org/p) or https://example.org/q.',
        '',
        '- first',
        '- second',
        '',
        '1. one',
        '',
        '> A quote',
        '',
        `![The old gate](${OWN_PICTURE}) ![Wide](${window.location.origin}/uploads/${KEY}-640.webp)`,
        '',
        'Write to alumni@example.org',
      ].join('\n'),
    );
    expect(container.querySelector('h2')?.textContent).toBe('Reunion');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('again');
    expect(container.querySelector('em')?.textContent).toBe('twenty');
    expect([...container.querySelectorAll('ul li')].map((item) => item.textContent)).toEqual(['first', 'second']);
    expect(container.querySelector('ol li')?.textContent).toBe('one');
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('A quote');
    const links = [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['photos', 'https://example.org/p'],
      ['https://example.org/q', 'https://example.org/q'],
      ['alumni@example.org', 'mailto:alumni@example.org'],
    ]);
    expect([...container.querySelectorAll('img')].map((picture) => picture.alt)).toEqual(['The old gate', 'Wide']);
    expectNothingActive(container);
  });

  it('reads plain text as it was written: its line breaks, its paragraphs, its indentation as text', () => {
    const container = rendered('Dear friends,\nwe meet on Friday.\n\n    Room 12\nBring a friend.');
    const paragraphs = [...container.querySelectorAll('p')];
    expect(paragraphs.map((paragraph) => paragraph.innerHTML)).toEqual([
      'Dear friends,<br>\nwe meet on Friday.',
      'Room 12<br>\nBring a friend.',
    ]);
    expect(container.querySelector('pre, code')).toBeNull();
  });

  it.each(HOSTILE)('leaves nothing active of %s', (source) => {
    expectNothingActive(rendered(source));
  });

  it('shows raw HTML as the text it is', () => {
    const container = rendered('<script>alert(1)</script> and <b>bold</b>');
    expect(container.textContent).toContain('<script>alert(1)</script> and <b>bold</b>');
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows an outside picture as a link to it, and an unsafe one as its text', () => {
    const outside = rendered('![A cat](https://evil.example/a.png)');
    expect(outside.querySelector('img')).toBeNull();
    expect(outside.querySelector('a')?.textContent).toBe('A cat');
    expect(outside.querySelector('a')?.getAttribute('href')).toBe('https://evil.example/a.png');
    const unsafe = rendered('[A cat](javascript:alert(1))');
    expect(unsafe.querySelector('a')).toBeNull();
    expect(unsafe.textContent).toContain('[A cat](javascript:alert(1))');
  });

  it('stays fast on pathological nesting', () => {
    const started = performance.now();
    for (const source of [
      '*'.repeat(20_000),
      '['.repeat(20_000),
      '*a'.repeat(10_000),
      '> '.repeat(5_000),
      '[a]('.repeat(5_000),
      '<'.repeat(20_000),
    ]) {
      expectNothingActive(rendered(source));
    }
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
