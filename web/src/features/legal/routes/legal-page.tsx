import { useLingui } from '@lingui/react/macro';
import { useInstitution } from '@/lib/institution';
import { PageHeader } from '@/ui/page-header';

function LegalPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <div className="page-container py-10 sm:py-14">
      <article className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <PageHeader title={title} />
        <div className="flex flex-col gap-4 leading-relaxed text-slate-800">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </article>
    </div>
  );
}

// The texts are the institution's, in the language the server wrote the configuration in.
export function PrivacyPage() {
  const { t } = useLingui();
  const { pages } = useInstitution();
  return <LegalPage title={t`Privacy policy`} paragraphs={pages.privacy} />;
}

export function TermsPage() {
  const { t } = useLingui();
  const { pages } = useInstitution();
  return <LegalPage title={t`Terms of use`} paragraphs={pages.terms} />;
}
