import { intlLocale } from './i18n';

/**
 * An `Intl` formatter for the language shown (en-IN or bn-IN), made once per locale: `format()`
 * returns the one for the active language, so a switch changes every date and number the next
 * time the app renders (Lingui's I18nProvider renders it again on a switch: app/provider.tsx). `options` may
 * depend on the locale (a clock time: contract's `clockOptions`).
 */
export function formatter<Options, Format>(
  Constructor: new (locale: string, options: Options) => Format,
  options: Options | ((locale: string) => Options),
): () => Format {
  const made = new Map<string, Format>();
  return () => {
    const locale = intlLocale();
    let format = made.get(locale);
    if (!format) {
      format = new Constructor(
        locale,
        typeof options === 'function' ? (options as (locale: string) => Options)(locale) : options,
      );
      made.set(locale, format);
    }
    return format;
  };
}

/** 1234 -> "1,234" (Bengali: "১,২৩৪"). */
export function formatNumber(value: number): string {
  return numberFormat().format(value);
}
const numberFormat = formatter(Intl.NumberFormat, {});
