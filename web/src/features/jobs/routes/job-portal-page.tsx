import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/page-header';
import { jobPaths } from '../paths';

/** Built when shown, so each text is in the language shown. */
function destinations() {
  return [
    {
      title: t`Post a job`,
      text: t`Share an opening at your company with fellow alumni.`,
      to: jobPaths.jobPost.path,
    },
    {
      title: t`View jobs`,
      text: t`Browse open positions posted by alumni, and search by title, company or place.`,
      to: jobPaths.jobList.path,
    },
    {
      title: t`Your jobs`,
      text: t`Edit the jobs you posted, mark them as filled or take them down.`,
      to: jobPaths.userJobs.path,
    },
  ];
}

export function JobPortalPage() {
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Job Portal`}
        description={t`Alumni hire alumni: post an opening where you work, or find your next role through the association.`}
      />
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {destinations().map((destination) => (
          // The whole card is clickable, but the link's name stays its title.
          <li
            key={destination.to}
            className="relative flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-blue-700 hover:border-blue-700"
          >
            <h2 className="text-xl font-bold text-slate-900">
              <Link
                to={destination.to}
                className="text-blue-800 underline-offset-4 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
              >
                {destination.title}
              </Link>
            </h2>
            <p className="text-slate-700">{destination.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
