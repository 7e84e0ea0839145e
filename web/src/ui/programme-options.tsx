import type { ProgrammeGroup } from '@alumni/contract';

/** The configured programmes as <optgroup>s, for every programme <select> (sign-up, profile, directory). */
export function ProgrammeOptions({ groups }: { groups: readonly ProgrammeGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.programmes.map((programme) => (
            <option key={programme} value={programme}>
              {programme}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
