/**
 * The story's text as the author wrote it: blank lines separate paragraphs, single line breaks
 * stay line breaks. Plain text only, never parsed as HTML.
 */
export function StoryContent({ content }: { content: string }) {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="flex max-w-prose flex-col gap-4 text-lg leading-relaxed break-words text-slate-800">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is what tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
