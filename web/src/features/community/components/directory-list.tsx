import type { DirectoryEntry } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Avatar, formatYear, jobLine } from '@/features/profile/later';
import { paths } from '@/lib/paths';

/** One alumnus: the whole card opens their profile; the e-mail link stays its own target. */
function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  const job = jobLine(entry.currentJob, entry.companyName);
  const year = formatYear(entry.yearOfPassing);
  return (
    <li className="relative flex min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-300">
      <Avatar name={entry.fullName} src={entry.profilePicture} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to={paths.profile.getHref(entry._id)}
            className="rounded-sm break-words text-blue-800 hover:underline after:absolute after:inset-0 after:rounded-xl"
          >
            {entry.fullName}
          </Link>
        </h2>
        {job && <p className="break-words text-slate-800">{job}</p>}
        {entry.email && (
          <a
            href={`mailto:${entry.email}`}
            className="relative z-10 self-start text-sm break-all text-blue-700 underline underline-offset-2 hover:text-blue-900"
          >
            {entry.email}
          </a>
        )}
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">{t`Class of ${year}`}</span>
          {` · ${entry.programme}`}
        </p>
        <p className="text-sm break-words text-slate-600">{entry.collegeName}</p>
      </div>
    </li>
  );
}

export function DirectoryList({ entries }: { entries: DirectoryEntry[] }) {
  return (
    <ul aria-label={t`Alumni`} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {entries.map((entry) => (
        <DirectoryCard key={entry._id} entry={entry} />
      ))}
    </ul>
  );
}
