import { t } from '@lingui/core/macro';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { EXPORT_FILE_NAME, useExportData } from '../api/export-data';
import { SettingsSection } from './settings-section';

export function DataExport() {
  const exportData = useExportData();
  return (
    <SettingsSection
      title={t`Download your data`}
      description={t`A copy of everything the portal holds about you (your profile, stories, events and jobs, your conversations and whom you blocked) as one JSON file, ${EXPORT_FILE_NAME}.`}
    >
      {exportData.isError && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {failureMessage(exportData.error, t`Your data could not be downloaded. Please try again.`)}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
        className="w-full sm:w-auto sm:self-start"
      >
        {exportData.isPending ? t`Preparing download...` : t`Download your data`}
      </Button>
    </SettingsSection>
  );
}
