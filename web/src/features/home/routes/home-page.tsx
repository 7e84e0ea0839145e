import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { useInstitution } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { ResponsivePicture } from '@/ui/responsive-picture';
import { ChancellorSection } from '../components/chancellor-section';
import { HomeSection } from '../components/home-section';
import { LatestStories } from '../components/latest-stories';
import { UpcomingEvents } from '../components/upcoming-events';

/**
 * A signed-in member's first-run checklist: its code and words download only for a signed-in
 * member, so a visitor's first load carries none of it. Loaded in an effect, not with React.lazy:
 * a component that suspends during a navigation would hold the previous page on screen (signing
 * out and going home, for one) until its code arrived.
 */
function useFirstStepsChecklist(enabled: boolean): ComponentType | null {
  const [checklist, setChecklist] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!enabled || checklist) return;
    let current = true;
    Promise.all([import('@/features/first-steps'), whenPageMessagesLoaded()])
      .then(([module]) => {
        if (current) setChecklist(() => module.FirstStepsChecklist);
      })
      // Offline or a failed download: the home page simply shows no checklist.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled, checklist]);
  return enabled ? checklist : null;
}

export function HomePage() {
  const { t } = useLingui();
  const institution = useInstitution();
  const { isAuthenticated } = useAuth();
  const FirstStepsChecklist = useFirstStepsChecklist(isAuthenticated);

  return (
    <>
      <section
        aria-labelledby="banner-title"
        className="brand-surface bg-linear-to-br from-blue-900 via-blue-800 to-sky-700 text-white"
      >
        <div className="page-container flex flex-col gap-6 py-14 sm:py-20">
          <h1 id="banner-title" className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {institution.banner.title}
          </h1>
          <p className="max-w-2xl text-lg text-blue-50 sm:text-xl">{institution.banner.text}</p>
          <div className="flex flex-wrap gap-3">
            {isAuthenticated ? (
              <ButtonLink
                to={paths.account.path}
                variant="secondary"
                className="border-white bg-white text-blue-900 focus-visible:outline-white"
              >
                <Trans>Go to my account</Trans>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink
                  to={paths.signUp.path}
                  variant="secondary"
                  className="border-white bg-white text-blue-900 focus-visible:outline-white"
                >
                  <Trans>Join the association</Trans>
                </ButtonLink>
                <ButtonLink
                  to={paths.signIn.path}
                  variant="ghost"
                  className="border border-white/70 text-white hover:bg-white/10 hover:text-white focus-visible:outline-white"
                >
                  <Trans>Sign in</Trans>
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        {institution.banner.image && (
          <ResponsivePicture image={institution.banner.image} sizes="100vw" priority className="block h-auto w-full" />
        )}
      </section>

      <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
        {FirstStepsChecklist && <FirstStepsChecklist />}
        <ChancellorSection chancellor={institution.chancellor} />
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-8">
          <HomeSection
            id="stories"
            title={t`Stories`}
            moreLink={{ to: paths.stories.path, label: t`View All Stories` }}
          >
            <LatestStories />
          </HomeSection>
          <HomeSection
            id="events"
            title={t`Programs & Events`}
            moreLink={{ to: paths.events.path, label: t`View All Upcoming Events` }}
          >
            <UpcomingEvents />
          </HomeSection>
        </div>
      </div>
    </>
  );
}
