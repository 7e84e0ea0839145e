import { t } from '@lingui/core/macro';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { ButtonLink } from './button';

export function NotFoundPage() {
  usePageTitle(t`Page not found`);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t`Error 404`}</p>
      <h1 className="text-3xl font-bold text-slate-900">{t`Page not found`}</h1>
      <p className="text-slate-700">
        {t`The page you are looking for does not exist, has moved, or is not available yet.`}
      </p>
      <ButtonLink to={paths.home.path}>{t`Go to the home page`}</ButtonLink>
    </div>
  );
}
