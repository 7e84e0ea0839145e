import type { ConsentPurpose } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes } from 'react';
import { currentLanguage } from '@/lib/i18n';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { usePrivacyNotice } from '../api/notice';
import { NoticePurposes } from './notice-purposes';

/**
 * The sign-up form's itemised privacy notice, in the language shown. Until it has loaded, the form
 * sends no consents, and the member is asked at their first visit instead (decision 0054).
 */
export function SignUpNotice({
  inputProps,
}: {
  inputProps: (purpose: ConsentPurpose) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const notice = usePrivacyNotice(currentLanguage());
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t`Your data and your choices`}</legend>
      {notice.isPending ? (
        <LoadingState message={t`Loading the privacy notice...`} />
      ) : notice.isError ? (
        <ErrorState message={t`Failed to load the privacy notice.`} onRetry={() => notice.refetch()} />
      ) : (
        <>
          {notice.data.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-sm text-slate-700">
              {paragraph}
            </p>
          ))}
          <NoticePurposes notice={notice.data} inputProps={inputProps} />
        </>
      )}
    </fieldset>
  );
}
