import type { Institution } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { SmartLink } from '@/ui/smart-link';
import { SocialIcon, type SocialNetwork } from './icons';

const FOOTER_LINK_CLASSES =
  'rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white';

export function Footer({ institution }: { institution: Institution }) {
  const { t } = useLingui();
  const { social, links } = institution;
  const socialLinks: Array<{ label: string; href: string; network: SocialNetwork }> = [
    { label: 'YouTube', href: social.youtube, network: 'youtube' },
    { label: 'Facebook', href: social.facebook, network: 'facebook' },
    { label: 'LinkedIn', href: social.linkedin, network: 'linkedin' },
    { label: 'Instagram', href: social.instagram, network: 'instagram' },
  ];

  return (
    // A dark band in both modes, as the header's: the dark palette would turn slate-900 near white (issue 35).
    <footer className="brand-surface bg-slate-900 text-slate-200">
      <div className="page-container grid gap-10 py-12 md:grid-cols-3">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold text-white">{institution.associationName}</p>
          <p className="text-sm text-slate-300">{institution.university.name}</p>
        </div>
        <nav aria-label={t`Quick links`} className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Quick links</Trans>
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {links.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href} className={FOOTER_LINK_CLASSES}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="flex flex-wrap gap-2">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <SmartLink
                  href={link.href}
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-700 px-3 text-sm text-slate-100 hover:border-slate-500 hover:bg-slate-800 focus-visible:outline-white"
                >
                  <SocialIcon network={link.network} />
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="page-container py-6 text-sm text-slate-300">{institution.copyright}</p>
      </div>
    </footer>
  );
}
