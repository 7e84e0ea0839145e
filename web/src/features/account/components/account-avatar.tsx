import type { Account } from '@alumni/contract';
import { t } from '@lingui/core/macro';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function AccountAvatar({ account }: { account: Account }) {
  const { name } = account;
  if (account.photoURL) {
    return (
      <img
        src={account.photoURL}
        alt={account.name}
        className="size-24 shrink-0 rounded-full object-cover ring-4 ring-blue-50"
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={t`Initials of ${name}`}
      className="flex size-24 shrink-0 items-center justify-center rounded-full bg-blue-100 text-3xl font-bold text-blue-900 ring-4 ring-blue-50"
    >
      {initialsOf(account.name)}
    </div>
  );
}
