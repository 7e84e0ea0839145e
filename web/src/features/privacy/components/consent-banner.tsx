import { PAGES } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { useConsents } from '../api/consents';

/**
 * Shown on every page of a signed-in member while some purposes wait for an answer (a new notice
 * changed them, or the account was made without the notice): the server assumes nothing meanwhile,
 * this only asks. Loaded lazily by the layout, with its one query, so the first download stays small;
 * not shown on the privacy page itself, which asks in place.
 */
const TITLE_ID = 'consent-banner-title';

export function ConsentBanner() {
  const { pathname } = useLocation();
  const consents = useConsents();
  if (pathname === PAGES.privacyCentre || !consents.data || consents.data.toAsk.length === 0) return null;
  return (
    // A landmark named by its first sentence, so it is found by landmark and nothing on the page sits outside one.
    <section aria-labelledby={TITLE_ID} className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="page-container py-2 text-sm">
        <Trans>
          <strong id={TITLE_ID} className="font-semibold">
            Your privacy choices are needed.
          </strong>{' '}
          Our privacy notice changed, or you have not answered yet; until you do, the portal does not use your data for
          those purposes.
        </Trans>{' '}
        <Link
          to={`${PAGES.privacyCentre}#choices`}
          className="font-semibold text-amber-950 underline underline-offset-4 hover:text-amber-800"
        >
          <Trans>Review your privacy choices</Trans>
        </Link>
      </p>
    </section>
  );
}
