import { I18nProvider, Trans as LinguiTrans } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Trans } from '@/lib/trans';

afterEach(() => vi.restoreAllMocks());

const reason = 'Looks wrong <b>bold</b> <script>alert(1)</script>';

/** What the macro makes of <Trans>Reported because <strong>{reason}</strong></Trans>. */
function Reported({ as: Component }: { as: typeof LinguiTrans }) {
  return (
    <I18nProvider i18n={i18n}>
      <Component
        id="test.reported"
        message="Reported because <0>{reason}</0>"
        values={{ reason }}
        components={{ 0: <strong /> }}
      />
    </I18nProvider>
  );
}

describe('a translated sentence holding what a person wrote', () => {
  it('shows markup in the value as text, whole, and reads no tags in it', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<Reported as={Trans} />);
    expect(container.textContent).toBe(`Reported because ${reason}`);
    expect(container.querySelector('b, script')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe(reason);
    expect(errors).not.toHaveBeenCalled();
  });

  it("is needed: Lingui's own component reads tags in the value and drops its text", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Reported as={LinguiTrans} />);
    expect(container.textContent).not.toBe(`Reported because ${reason}`);
  });
});

describe('a message whose catalogue has not arrived, as a production build compiles it (an id, no text)', () => {
  it('renders nothing and warns nothing until its catalogue is loaded, then renders it', async () => {
    const warnings = vi.spyOn(console, 'warn');
    const id = 'test.catalogue-later';
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Trans id={id} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('');
    act(() => i18n.load(i18n.locale, { [id]: ['Posted by someone'] }));
    expect(container.textContent).toBe('Posted by someone');
    expect(warnings).not.toHaveBeenCalled();
  });
});
