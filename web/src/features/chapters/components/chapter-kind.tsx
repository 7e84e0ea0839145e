import type { ChapterKind } from '@alumni/contract';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/ui/badge';

const KIND_LABELS = {
  college: msg`College`,
  city: msg`City`,
  batch: msg`Batch`,
} satisfies Record<ChapterKind, unknown>;

/** The kind's name, as a message to word with `i18n._` where it is shown. */
export const kindLabel = (kind: ChapterKind) => KIND_LABELS[kind];

export function ChapterKindBadge({ kind }: { kind: ChapterKind }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={kind === 'college' ? 'blue' : kind === 'city' ? 'green' : 'slate'}>{i18n._(KIND_LABELS[kind])}</Badge>
  );
}

/** "1 member", "12 members", by the plural rules and digits of the language shown (called while rendering). */
export const membersText = (count: number) => plural(count, { one: '# member', other: '# members' });
