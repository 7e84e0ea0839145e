import { describe, expect, it } from 'vitest';
import { campaignInputSchema, reportInputSchema } from '../admin.js';
import { createSignupSchema } from '../auth.js';
import { requiredText } from '../fields.js';
import { announcementSchema, readNotificationsSchema } from '../notifications.js';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '../page-titles.js';
import { PAGES } from '../pages.js';
import { pageQuerySchema } from '../pagination.js';
import { preferencesUpdateSchema } from '../preferences.js';
import { counted, describeFieldMessage, formatServerMessage, SERVER_MESSAGES } from './format.js';
import { bn } from './server-messages/bn.js';
import { en } from './server-messages/en.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the server message catalogues', () => {
  it('hold the same keys in English and Bengali, none empty', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(bn)) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      // A Bengali sentence may leave out a parameter it does not need, never invent one.
      expect(placeholders(en[key]), key).toEqual(expect.arrayContaining(placeholders(bn[key])));
    }
  });

  it('are Bengali in Bengali: every message but a handful of codes has Bengali letters', () => {
    const bengaliLetters = /[\u0980-\u09FF]/;
    const english = Object.entries(bn).filter(([, text]) => !bengaliLetters.test(text));
    expect(english).toEqual([]);
  });
});

describe('formatServerMessage', () => {
  it('fills parameters, words a field label in the same language, and writes numbers in its digits', () => {
    expect(formatServerMessage('en', 'field.max_length', { field: 'label.fullName', max: 100 })).toBe(
      'Full name must be at most 100 characters',
    );
    expect(formatServerMessage('bn', 'field.max_length', { field: 'label.fullName', max: 100 })).toBe(
      'পুরো নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে',
    );
  });

  it('words a count by a whole sentence for one and one for more, Bengali the same in both', () => {
    const one = counted('messages.too_fast', 1, { seconds: 1 });
    const many = counted('messages.too_fast', 3, { seconds: 3 });
    expect(one.key).toBe('messages.too_fast.one');
    expect(formatServerMessage('en', one.key, one.params)).toBe(
      'You are sending messages too fast. Please wait 1 second.',
    );
    expect(formatServerMessage('en', many.key, many.params)).toBe(
      'You are sending messages too fast. Please wait 3 seconds.',
    );
    expect(formatServerMessage('bn', many.key, many.params)).toBe('আপনি খুব তাড়াতাড়ি বার্তা পাঠাচ্ছেন। ৩ সেকেন্ড অপেক্ষা করুন।');
  });

  it('has the sentence for one beside every key that has one, with the same placeholders', () => {
    for (const key of Object.keys(en).filter((each) => each.endsWith('.one'))) {
      const other = key.slice(0, -'.one'.length);
      expect(Object.hasOwn(en, other), key).toBe(true);
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(en[other as keyof typeof en]));
    }
  });

  it('leaves text that only looks like a key alone', () => {
    expect(formatServerMessage('bn', 'mail_links.link_sent', { email: 'label.x@example.org' })).toContain(
      'label.x@example.org',
    );
  });
});

describe('field messages of the shared schemas', () => {
  it('are English text that knows its key and parameters', () => {
    const result = requiredText('fullName', 10).safeParse('');
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message ?? '';
    expect(message).toBe('Full name is required');
    expect(describeFieldMessage(message)).toEqual({ key: 'field.required', params: { field: 'label.fullName' } });
  });

  it('cover the sign-up form: each problem of an empty form has a key, worded in Bengali from it', () => {
    const schema = createSignupSchema({ colleges: ['A'], programmes: ['B'] });
    const result = schema.safeParse({});
    const issues = result.error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(5);
    for (const issue of issues) {
      const keyed = describeFieldMessage(issue.message);
      expect(keyed, issue.message).toBeDefined();
      if (keyed) expect(formatServerMessage('bn', keyed.key, keyed.params)).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('know a message made at parse time (a year out of range)', () => {
    const schema = createSignupSchema({ colleges: ['A'], programmes: ['B'] });
    const issue = schema
      .safeParse({ yearOfPassing: 1800 })
      .error?.issues.find((each) => each.path[0] === 'yearOfPassing');
    expect(describeFieldMessage(issue?.message ?? '')?.key).toBe('field.year_between');
  });

  it('cover the query and body schemas of lists, reports, campaigns and notices', () => {
    const cases: [{ safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, unknown][] = [
      [pageQuerySchema, { limit: 0, cursor: 'x'.repeat(501) }],
      [reportInputSchema, { targetType: 'poem', targetId: 'x', reason: 'r' }],
      [campaignInputSchema, { title: 't', description: 'd', goalRupees: 0 }],
      [readNotificationsSchema, { ids: [] }],
      [announcementSchema, { subject: 's', body: 'b', audience: { yearFrom: 2015, yearTo: 2010 } }],
    ];
    for (const [schema, value] of cases) {
      const issues = schema.safeParse(value).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(describeFieldMessage(issue.message), issue.message).toBeDefined();
    }
    const issue = pageQuerySchema.safeParse({ limit: 0 }).error?.issues[0];
    const keyed = describeFieldMessage(issue?.message ?? '');
    expect(issue?.message).toBe('limit must be at least 1');
    expect(keyed && formatServerMessage('bn', keyed.key, keyed.params)).toBe('limit অন্তত ১ হতে হবে');
  });

  it('cover the preferences body', () => {
    const issue = preferencesUpdateSchema.safeParse({ language: 'fr' }).error?.issues[0];
    expect(describeFieldMessage(issue?.message ?? '')).toEqual({ key: 'field.language' });
  });
});

describe('page titles', () => {
  it('name every page in both languages', () => {
    for (const [key, title] of Object.entries(PAGE_TITLES)) {
      expect(title.en, key).not.toBe('');
      expect(title.bn, key).toMatch(/[\u0980-\u09FF]/);
    }
    expect(Object.keys(PAGE_TITLES)).toEqual(Object.keys(PAGES));
    expect(NOT_FOUND_TITLE.bn).toMatch(/[\u0980-\u09FF]/);
    expect(new Set(Object.values(PAGES)).size).toBe(Object.keys(PAGES).length);
  });

  it('are in the catalogue object of each language', () => {
    expect(Object.keys(SERVER_MESSAGES)).toEqual(['en', 'bn']);
  });
});
