import type { OpenIdScope } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';

/** In the member's words, what each scope hands the application. */
export function useScopeWords(): Record<OpenIdScope, string> {
  const { t } = useLingui();
  return {
    openid: t`An identifier for you that only this application gets`,
    profile: t`Your name and profile picture`,
    email: t`Your e-mail address, and whether you confirmed it`,
    alumni: t`Whether you are a verified graduate, with your year, programme and college`,
  };
}

export function ScopeList({ scopes, label }: { scopes: readonly OpenIdScope[]; label: string }) {
  const words = useScopeWords();
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-1 pl-5 text-slate-800">
      {scopes.map((scope) => (
        <li key={scope}>{words[scope]}</li>
      ))}
    </ul>
  );
}
