import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>` with the values a person wrote kept as text. Lingui puts a string value into
 * the message before it reads the message's tags (`<0>…</0>`), so a title or a reason holding
 * `<b>` or `<script>` lost its text and logged an error (e2e/tests/output-safety.spec.ts found
 * it). A string value with an angle bracket goes in as an element instead, which Lingui leaves
 * alone and React writes as text. The macros compile to this component (lingui.config.ts,
 * `runtimeConfigModule`).
 */
export function Trans(props: TransProps) {
  if (!props.values) return <LinguiTrans {...props} />;
  const values = Object.fromEntries(
    Object.entries(props.values).map(([name, value]) => [
      name,
      typeof value === 'string' && /[<>]/.test(value) ? <>{value}</> : value,
    ]),
  );
  return <LinguiTrans {...props} values={values} />;
}
