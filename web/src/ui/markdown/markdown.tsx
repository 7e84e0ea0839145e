import { useMemo } from 'react';
import { cn } from '@/lib/cn';
import { createMarkdownRenderer } from './render';

let render: ((source: string) => string) | undefined;

/** The page's own origin: relative addresses and the portal's pictures are on it. */
function renderer() {
  render ??= createMarkdownRenderer(window.location.origin);
  return render;
}

/** How Markdown reads on a page: tags styled here, since the HTML comes from the renderer, not from components. */
export const MARKDOWN_CLASSES = cn(
  'flex max-w-prose flex-col gap-4 leading-relaxed break-words text-slate-800',
  '[&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700',
  '[&_a]:font-medium [&_a]:text-blue-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_hr]:border-slate-300',
);

/**
 * A member's Markdown as the page shows it (decision 0060). The HTML is the renderer's, which
 * escapes every character of raw HTML and lets through only the links and pictures it allows:
 * nothing the member wrote is ever read as markup.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderer()(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it's output with html off and links and pictures checked (render.ts).
  return <div className={cn(MARKDOWN_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
