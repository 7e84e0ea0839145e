import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { SelectField } from '@/ui/form-fields';
import { useChapterOptions } from '../api';

/**
 * The optional chapter of an event or a story: the chapters in use, or none. An item already in a
 * chapter archived since keeps it as a choice (the server lets it stay there, not move back).
 */
export function ChapterSelect({
  currentId,
  ...selectProps
}: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & { currentId?: string | null }) {
  const { t } = useLingui();
  const chapters = useChapterOptions();
  const items = chapters.data?.items ?? [];
  const keepsArchived = currentId && !chapters.isPending && !items.some((chapter) => chapter._id === currentId);
  return (
    <SelectField
      label={t`Chapter (optional)`}
      hint={t`The college, city or batch chapter this belongs to; its chapter page lists it.`}
      {...selectProps}
    >
      <option value="">{t`No chapter`}</option>
      {items.map((chapter) => (
        <option key={chapter._id} value={chapter._id}>
          {chapter.name}
        </option>
      ))}
      {keepsArchived && <option value={currentId}>{t`The current chapter (archived)`}</option>}
    </SelectField>
  );
}
