import type { Institution } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { ResponsivePicture } from '@/ui/responsive-picture';

function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|prof|mr|mrs|ms|shri|smt)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function ChancellorSection({ chancellor }: { chancellor: Institution['chancellor'] }) {
  return (
    <section
      aria-labelledby="chancellor-heading"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr] sm:p-8"
    >
      {chancellor.photo ? (
        <ResponsivePicture
          image={chancellor.photo}
          sizes="(min-width: 640px) 96px, 80px"
          className="size-20 rounded-full object-cover ring-4 ring-amber-50 sm:size-24"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-amber-100 text-2xl font-bold text-amber-900 ring-4 ring-amber-50 sm:size-24 sm:text-3xl"
        >
          {initialsOf(chancellor.name)}
        </div>
      )}
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">
            <Trans>Our Chancellor</Trans>
          </p>
          <h2 id="chancellor-heading" className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
            {chancellor.name}
          </h2>
          <p className="text-slate-700">{chancellor.title}</p>
        </div>
        <div className="flex max-w-3xl flex-col gap-3 leading-relaxed text-slate-800">
          {chancellor.biography.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}
