import { describe, expect, it } from 'vitest';
import {
  conflictingTranslations,
  notExtracted,
  readPo,
  unlocalizedStrings,
  unlocalizedStringsInApp,
  untranslated,
} from './i18n-check';

describe('the i18n check (issue 17)', () => {
  it('finds text, read attributes and literal expressions in JSX, and leaves Lingui macros and class names alone', () => {
    const source = `
      export function Page({ n }: { n: number }) {
        return (
          <section aria-label="Latest news" className="flex gap-2">
            <h1>Stories</h1>
            <img alt="The chancellor" src="/x.avif" />
            <input placeholder={'Search…'} type="search" />
            <p>{n > 1 ? 'Many' : null}</p>
            <p>{\`Hello \${n}\`}</p>
            <LoadingState message="Loading…" />
            <Trans>Already in the catalogue</Trans>
            <span>· — 42</span>
            <span lang={language}>{NAMES[language]}</span>
          </section>
        );
      }`;
    expect(unlocalizedStrings('page.tsx', source).map((finding) => finding.text)).toEqual([
      'Latest news',
      'Stories',
      'The chancellor',
      'Search…',
      'Many',
      'Hello …',
      'Loading…',
    ]);
  });

  it('reads msgid and msgstr from a catalogue, empty translations included', () => {
    const po = 'msgid ""\nmsgstr ""\n"Language: bn\\n"\n\nmsgid "Home"\nmsgstr "প্রথম পাতা"\n\nmsgid "Menu"\nmsgstr ""\n';
    expect([...readPo(po)]).toEqual([
      ['Home', 'প্রথম পাতা'],
      ['Menu', ''],
    ]);
  });

  it('keys a message with a context apart from the same words without one', () => {
    const po = 'msgid "Location"\nmsgstr "স্থান"\n\nmsgctxt "job"\nmsgid "Location"\nmsgstr "কর্মস্থল"\n';
    expect([...readPo(po)]).toEqual([
      ['Location', 'স্থান'],
      ['job\u0004Location', 'কর্মস্থল'],
    ]);
  });

  it('finds the same message translated differently in two catalogues, and no such message in the app', () => {
    const shell = 'msgid "Edit"\nmsgstr "সম্পাদনা"\n\nmsgctxt "event"\nmsgid "Location"\nmsgstr "স্থান"\n';
    const jobs = 'msgid "Edit"\nmsgstr "বদলান"\n\nmsgctxt "job"\nmsgid "Location"\nmsgstr "কর্মস্থল"\n';
    const found = conflictingTranslations({ 'src/locales/bn.po': shell, 'src/features/jobs/locales/bn.po': jobs });
    expect(found.map((finding) => finding.text)).toEqual(['Edit: "বদলান" here, "সম্পাদনা" in src/locales/bn.po']);
    expect(conflictingTranslations()).toEqual([]);
  });

  it('finds no string outside the catalogue in the converted folders', () => {
    expect(unlocalizedStringsInApp()).toEqual([]);
  });

  it('finds every message of the code in the catalogues, with its Bengali', async () => {
    expect(await notExtracted()).toEqual([]);
    expect(untranslated()).toEqual([]);
  }, 60_000);
});
