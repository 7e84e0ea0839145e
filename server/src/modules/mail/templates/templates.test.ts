import { describe, expect, it } from 'vitest';
import { escapeHtml, html, type MailContext, type MailTemplate } from './compose.js';
import { MAIL_TEMPLATES, type MailDataOf, type MailKind } from './index.js';

const context: MailContext = {
  associationName: 'Jadavpur <Alumni> & Friends',
  language: 'en',
  linkBase: 'https://alumni.example.org',
};
const hostileName = '<img src=x onerror=alert(1)> "Rina" & Co';

/** One example of every kind's data, with a name that would be markup if it were not escaped. */
const EXAMPLES: { [K in MailKind]: MailDataOf<K> } = {
  'confirm-email': { fullName: hostileName, token: 'tok-confirm', isChange: false, validHours: 48 },
  'password-reset': { fullName: hostileName, token: 'tok-reset', validMinutes: 30 },
  'email-change-requested': { fullName: hostileName, newAddress: 'new"<x>@example.org' },
};

const LINKS: Partial<Record<MailKind, string>> = {
  'confirm-email': 'https://alumni.example.org/confirm-email#token=tok-confirm',
  'password-reset': 'https://alumni.example.org/reset-password#token=tok-reset',
};

describe('mail templates', () => {
  it('has an example here for every registered kind', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(MAIL_TEMPLATES).sort());
  });

  for (const kind of Object.keys(MAIL_TEMPLATES) as MailKind[]) {
    it(`${kind}: a subject, a text part and an HTML part saying the same, every value escaped in HTML`, () => {
      const template = MAIL_TEMPLATES[kind] as MailTemplate<unknown>;
      const mail = template.render(EXAMPLES[kind], context);
      expect(mail.subject).toContain(context.associationName);
      expect(mail.subject).not.toMatch(/token|https?:/);
      expect(mail.text).toContain(`Hello ${hostileName},`);
      expect(mail.text).toContain(context.associationName);
      expect(mail.html).toContain(`Hello ${escapeHtml(hostileName)},`);
      expect(mail.html).toContain(escapeHtml(context.associationName));
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<Alumni>');
      expect(mail.html).toMatch(/^<!doctype html><html lang="en">/);
      const link = LINKS[kind];
      if (link) {
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${link}"`);
      }
    });
  }

  it('the change notice names the new address in both parts', () => {
    const mail = MAIL_TEMPLATES['email-change-requested'].render(EXAMPLES['email-change-requested'], context);
    expect(mail.text).toContain('new"<x>@example.org');
    expect(mail.html).toContain('new&quot;&lt;x&gt;@example.org');
  });

  it('html`` escapes what it interpolates, except markup it made itself', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<a>', inner]}${null}${"'"}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>&lt;a&gt;<b>&lt;i&gt;</b>&#39;</p>',
    );
  });
});
