import { Trans as LinguiTrans, type TransProps, useLingui } from '@lingui/react';

/**
 * Lingui's `<Trans>` with the values a person wrote kept as text. Lingui puts a string value into
 * the message before it reads the message's tags (`<0>…</0>`), so a title or a reason holding
 * `<b>` or `<script>` lost its text and logged an error (e2e/tests/output-safety.spec.ts found
 * it). A string value with an angle bracket goes in as an element instead, which Lingui leaves
 * alone and React writes as text. The macros compile to this component (lingui.config.ts,
 * `runtimeConfigModule`).
 *
 * A production build strips the English text from the compiled messages, leaving only their ids:
 * a message whose catalogue has not arrived yet (a story card's byline on the home page, which
 * loads the stories catalogue once a card is up) would show its id ("JkqxY6") and make Lingui warn
 * "Uncompiled message detected". It renders nothing until the catalogue is loaded instead; the
 * provider renders again when it is.
 */
export function Trans(props: TransProps) {
  const { i18n } = useLingui();
  if (props.message === undefined && i18n.messages[props.id] === undefined) return null;
  if (!props.values) return <LinguiTrans {...props} />;
  const values = Object.fromEntries(
    Object.entries(props.values).map(([name, value]) => [
      name,
      typeof value === 'string' && /[<>]/.test(value) ? <>{value}</> : value,
    ]),
  );
  return <LinguiTrans {...props} values={values} />;
}
