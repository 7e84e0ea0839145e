import { describe, expect, it } from 'vitest';
import { eventInputSchema } from './events.js';
import { optionalMultiLineText, optionalText, requiredMultiLineText, requiredText } from './fields.js';
import { describeFieldMessage } from './i18n/format.js';
import { JOB_TYPES, jobInputSchema, jobListQuerySchema } from './jobs.js';
import { sendMessageSchema } from './messages.js';

const LINE_BREAKS = ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u2029b', 'a\u0085b'];
const OTHER_CONTROLS = ['a\u0001b', 'a\u0007b', 'a\u0008b', 'a\u000bb', 'a\u000cb', 'a\u001bb', 'a\u007fb', 'a\u009fb'];

/** The key of the first issue a parse reports, as the server and the web read it. */
function keyOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  const message = result.error?.issues[0]?.message;
  return message === undefined ? null : describeFieldMessage(message)?.key;
}

describe('one-line text', () => {
  for (const schema of [requiredText('title', 100), optionalText('company', 100)]) {
    it('refuses line breaks, tabs and other control characters inside, naming the field', () => {
      for (const value of [...LINE_BREAKS, ...OTHER_CONTROLS, 'a\tb']) {
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(false);
        expect(keyOf(result), JSON.stringify(value)).toBe('field.one_line');
      }
    });

    it('takes ordinary text, Bengali and emoji included, and trims the ends', () => {
      expect(schema.parse('  Reunion 2026, Kolkata  ')).toBe('Reunion 2026, Kolkata');
      expect(schema.parse('প্রাক্তনী সম্মেলন 🎓')).toBe('প্রাক্তনী সম্মেলন 🎓');
      expect(schema.parse('Reunion\r\n')).toBe('Reunion');
    });
  }
});

describe('multi-line text', () => {
  for (const schema of [requiredMultiLineText('content', 100), optionalMultiLineText('description', 100)]) {
    it('keeps line breaks and tabs', () => {
      expect(schema.parse('one\ntwo\r\nthree\tfour')).toBe('one\ntwo\r\nthree\tfour');
    });

    it('refuses other control characters, naming the field', () => {
      for (const value of OTHER_CONTROLS) {
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(value)).toBe(false);
        expect(keyOf(result), JSON.stringify(value)).toBe('field.control_characters');
      }
    });
  }

  it('holds for message bodies written without the builders', () => {
    const recipientId = '7d1b0c1e-2f0a-4a59-9a59-2f0a4a599a59';
    expect(sendMessageSchema.parse({ recipientId, content: 'Hi\nthere' }).content).toBe('Hi\nthere');
    expect(keyOf(sendMessageSchema.safeParse({ recipientId, content: 'Hi\u001b[2J' }))).toBe(
      'field.control_characters',
    );
  });
});

describe('an event', () => {
  it('refuses a title that would start a second calendar entry, and keeps a description on several lines', () => {
    const event = {
      title: 'Reunion',
      date: '2030-01-10',
      time: '18:00',
      location: 'Hall 1',
      category: 'Meetup',
      contactEmail: 'host@example.org',
      description: 'Line one\nLine two',
      linkToJoin: 'https://example.org/join',
      presenterName: 'Host',
      presenterLink: 'https://example.org/host',
    };
    expect(eventInputSchema.safeParse(event).success).toBe(true);
    const injected = eventInputSchema.safeParse({
      ...event,
      title: 'Reunion\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Re-verify your account',
      location: 'Hall 1\nURL:https://evil.example',
    });
    expect(
      injected.error?.issues.map((issue) => [issue.path.join('.'), describeFieldMessage(issue.message)?.key]),
    ).toEqual([
      ['title', 'field.one_line'],
      ['location', 'field.one_line'],
    ]);
  });
});

describe('a job type', () => {
  const job = {
    jobTitle: 'Engineer',
    company: 'Acme',
    location: 'Kolkata',
    description: 'Build things',
    requirements: 'Curiosity',
    salary: 'Negotiable',
    applyLink: 'https://example.org/apply',
  };

  it('is read in its usual spellings and kept as the canonical one', () => {
    const spellings: [string, string][] = [
      ['Full time', 'Full-time'],
      ['full-time', 'Full-time'],
      ['FULL_TIME', 'Full-time'],
      ['fulltime', 'Full-time'],
      [' Part time ', 'Part-time'],
      ['part_time', 'Part-time'],
      ['internship', 'Internship'],
      ['CONTRACT', 'Contract'],
      ['free-lance', 'Freelance'],
    ];
    for (const [sent, stored] of spellings) {
      expect(jobInputSchema.parse({ ...job, jobType: sent }).jobType, sent).toBe(stored);
      expect(jobListQuerySchema.parse({ type: sent }).type, sent).toBe(stored);
    }
    for (const type of JOB_TYPES) expect(jobInputSchema.parse({ ...job, jobType: type }).jobType).toBe(type);
  });

  it('refuses anything else, naming the options', () => {
    for (const sent of ['Full', 'full time job', 'Volunteer', 'Part.time', 42]) {
      const result = jobInputSchema.safeParse({ ...job, jobType: sent });
      expect(result.success, String(sent)).toBe(false);
      const described = describeFieldMessage(result.error?.issues[0]?.message ?? '');
      expect(described?.key).toBe('field.one_of');
      expect(described?.params).toMatchObject({ options: JOB_TYPES.join(', ') });
    }
    expect(describeFieldMessage(jobInputSchema.safeParse(job).error?.issues[0]?.message ?? '')?.key).toBe(
      'field.required',
    );
  });
});
