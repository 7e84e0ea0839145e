import type { ChapterKind } from '@alumni/contract';
import { Badge } from '@/ui/badge';

const KIND_LABELS: Record<ChapterKind, string> = { college: 'College', city: 'City', batch: 'Batch' };

export function ChapterKindBadge({ kind }: { kind: ChapterKind }) {
  return <Badge tone={kind === 'college' ? 'blue' : kind === 'city' ? 'green' : 'slate'}>{KIND_LABELS[kind]}</Badge>;
}

export const membersText = (count: number) => (count === 1 ? '1 member' : `${count} members`);
