import { EmptyState } from '@/ui/page-state';

export function HomeSection({ id, title, emptyMessage }: { id: string; title: string; emptyMessage: string }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <EmptyState message={emptyMessage} />
    </section>
  );
}
