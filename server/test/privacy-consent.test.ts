import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type ConsentState, endpoints } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consentRecords, mailings, mailOutbox, users } from '../src/db/schema.js';
import { advanceMailings } from '../src/modules/notifications/mailings.js';
import { loadPrivacyNotices } from '../src/modules/privacy/notice.js';
import { quickUser, requestTo, signUp, signupBody, type TestContext, testConfig, useTestApp } from './harness.js';

const ctx = useTestApp();

async function state(context: TestContext, token: string) {
  const response = await requestTo(context, endpoints.privacy.consents, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ConsentState;
}

async function decide(context: TestContext, token: string, decisions: object[], noticeVersion = 1) {
  return requestTo(context, endpoints.privacy.decide, { token, payload: { noticeVersion, decisions } });
}

async function directoryIds(context: TestContext, token: string, query: object = {}) {
  const response = await requestTo(context, endpoints.community.directory, { token, query: { limit: 100, ...query } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { _id: string }[]).map((entry) => entry._id);
}

async function searchIds(context: TestContext, token: string, q: string) {
  const response = await requestTo(context, endpoints.search.search, { token, query: { q, type: 'people' } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: string }[]).map((item) => item.id);
}

const granted = (answer: ConsentState) =>
  answer.purposes.filter((purpose) => purpose.granted).map((purpose) => purpose.purpose);

describe(endpoints.privacy.notice, () => {
  it('lists what the account needs and each purpose, in the language asked, with the grievance officer', async () => {
    const en = (await requestTo(ctx, endpoints.privacy.notice)).json().data;
    expect(en.version).toBe(1);
    expect(en.required.title).toContain('needed for the portal to work');
    expect(en.purposes.map((purpose: { purpose: string }) => purpose.purpose)).toEqual([
      'directory',
      'map',
      'mentoring',
      'digest',
      'announcements',
      'appeals',
    ]);
    expect(en.grievanceOfficer.email).toBe('grievance@alumni.example.org');
    const bn = (await requestTo(ctx, endpoints.privacy.notice, { query: { lang: 'bn' } })).json().data;
    expect(bn.purposes[0].title).toBe('ডিরেক্টরি ও অনুসন্ধানে তালিকাভুক্তি');
  });
});

describe('consent at sign-up', () => {
  it('records what was ticked and, as not granted, what was not; mails follow it', async () => {
    const member = await signUp(ctx, { consents: ['directory', 'announcements'] });
    const answer = await state(ctx, member.token);
    expect(granted(answer)).toEqual(['directory', 'announcements']);
    expect(answer.toAsk).toEqual([]);
    const record = (await requestTo(ctx, endpoints.privacy.consentRecord, { token: member.token })).json().data;
    expect(record).toHaveLength(6);
    expect(
      record.every(
        (line: { how: string; noticeVersion: number }) => line.how === 'sign-up' && line.noticeVersion === 1,
      ),
    ).toBe(true);
    const settings = (await requestTo(ctx, endpoints.notifications.mailSettings, { token: member.token })).json().data;
    expect(settings).toMatchObject({ digest: false, announcements: true });
  });

  it('without consents (a client that does not show the notice) assumes nothing and asks at the next visit', async () => {
    const viewer = await quickUser(ctx);
    const member = await signUp(ctx, { fullName: 'Xantheon Unasked' });
    const answer = await state(ctx, member.token);
    expect(granted(answer)).toEqual([]);
    expect(answer.toAsk).toHaveLength(6);
    expect(await directoryIds(ctx, viewer.token, { q: 'Xantheon' })).toEqual([]);
  });

  it('refuses an unknown purpose with a 400 naming it, and writes no account', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/v1/users/signup',
      payload: { ...signupBody(), consents: ['directory', 'selling'] },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toContain('consents');
  });
});

describe(endpoints.privacy.decide, () => {
  it('withdrawn from the directory, the member is gone from the next directory and search answer, cached ones too', async () => {
    const viewer = await quickUser(ctx);
    const member = await quickUser(ctx);
    await ctx.database.db.update(users).set({ fullName: 'Quillonar Withdrawn' }).where(eq(users.id, member.userId));
    // The answers are cached for every member alike: asked twice, the second comes from the cache.
    expect(await directoryIds(ctx, viewer.token, { q: 'Quillonar' })).toEqual([member.userId]);
    expect(await directoryIds(ctx, viewer.token, { q: 'Quillonar' })).toEqual([member.userId]);
    expect(await searchIds(ctx, viewer.token, 'Quillonar')).toEqual([member.userId]);

    const response = await decide(ctx, member.token, [{ purpose: 'directory', granted: false }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your choices are saved.');
    expect(await directoryIds(ctx, viewer.token, { q: 'Quillonar' })).toEqual([]);
    expect(await searchIds(ctx, viewer.token, 'Quillonar')).toEqual([]);

    await decide(ctx, member.token, [{ purpose: 'directory', granted: true }]);
    expect(await directoryIds(ctx, viewer.token, { q: 'Quillonar' })).toEqual([member.userId]);
    const record = (await requestTo(ctx, endpoints.privacy.consentRecord, { token: member.token })).json().data;
    expect(record.filter((line: { purpose: string }) => line.purpose === 'directory')).toMatchObject([
      { granted: true, how: 'migration' },
      { granted: false, how: 'page', noticeVersion: 1 },
      { granted: true, how: 'page', noticeVersion: 1 },
    ]);
  });

  it('withdrawn from mentoring, the member is no longer offered or asked as a mentor', async () => {
    const asker = await quickUser(ctx);
    const mentor = await quickUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ fullName: 'Mentorvan Offered', mentorshipInterest: true })
      .where(eq(users.id, mentor.userId));
    expect(await directoryIds(ctx, asker.token, { q: 'Mentorvan', mentor: 'true' })).toEqual([mentor.userId]);
    await decide(ctx, mentor.token, [{ purpose: 'mentoring', granted: false }]);
    expect(await directoryIds(ctx, asker.token, { q: 'Mentorvan', mentor: 'true' })).toEqual([]);
    // Still listed in the directory: only the mentoring purpose was withdrawn.
    expect(await directoryIds(ctx, asker.token, { q: 'Mentorvan' })).toEqual([mentor.userId]);
    const ask = await requestTo(ctx, endpoints.mentoring.ask, {
      token: asker.token,
      payload: { mentorId: mentor.userId, message: 'Could you guide me on VLSI design?' },
    });
    expect(ask.statusCode).toBe(400);
  });

  it('"open to mentoring" turned on from the profile is the consent: recorded, and the member is offered; a withdrawal turns it off', async () => {
    const asker = await quickUser(ctx);
    const mentor = await quickUser(ctx, { consents: ['directory'] });
    await ctx.database.db.update(users).set({ fullName: 'Mentorsal Switched' }).where(eq(users.id, mentor.userId));
    const update = (payload: object) => requestTo(ctx, endpoints.profile.update, { token: mentor.token, payload });

    const on = await update({ mentorshipInterest: 'true' });
    expect(on.statusCode, on.body).toBe(200);
    expect(granted(await state(ctx, mentor.token))).toContain('mentoring');
    expect(await directoryIds(ctx, asker.token, { q: 'Mentorsal', mentor: 'true' })).toEqual([mentor.userId]);
    // Saving the profile again with the switch on records nothing more.
    await update({ mentorshipInterest: 'true', mentorshipTopics: 'Placements' });
    const mentoringLines = async () =>
      (await requestTo(ctx, endpoints.privacy.consentRecord, { token: mentor.token }))
        .json()
        .data.filter((line: { purpose: string }) => line.purpose === 'mentoring');
    expect(await mentoringLines()).toMatchObject([{ granted: true, how: 'page', noticeVersion: 1 }]);

    await decide(ctx, mentor.token, [{ purpose: 'mentoring', granted: false }]);
    const own = await requestTo(ctx, endpoints.profile.mine, { token: mentor.token });
    expect(own.json().data.mentorshipInterest).toBe(false);
    expect(await directoryIds(ctx, asker.token, { q: 'Mentorsal', mentor: 'true' })).toEqual([]);
    expect(await mentoringLines()).toMatchObject([{ granted: true }, { granted: false, how: 'page' }]);
  });

  it('withdrawn from announcements (or by the mail settings), no announcement mail is queued for the member', async () => {
    const admin = await quickUser(ctx, { role: 'admin' });
    const college = 'Academy of Technology';
    await ctx.database.db.update(users).set({ collegeName: 'Jadavpur University' }).where(sql`true`);
    const stays = await quickUser(ctx);
    const withdraws = await quickUser(ctx);
    const switchesOff = await quickUser(ctx);
    for (const someone of [stays, withdraws, switchesOff]) {
      await ctx.database.db
        .update(users)
        .set({ collegeName: college, yearOfPassing: 1999 })
        .where(eq(users.id, someone.userId));
    }
    await decide(ctx, withdraws.token, [{ purpose: 'announcements', granted: false }]);
    const off = await requestTo(ctx, endpoints.notifications.updateMailSettings, {
      token: switchesOff.token,
      payload: { announcements: false },
    });
    expect(off.statusCode).toBe(200);
    expect(granted(await state(ctx, switchesOff.token))).not.toContain('announcements');

    const response = await requestTo(ctx, endpoints.notifications.announce, {
      token: admin.token,
      payload: {
        subject: 'Class of 1999',
        body: 'We meet in March.',
        audience: { colleges: [college], yearFrom: 1999, yearTo: 1999 },
      },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().data.recipients).toBe(1);
    const consent = loadPrivacyNotices(ctx.config.institutionConfigPath).rules;
    // The server's own notice job is woken when a mailing starts, and may hold the mailing's lock
    // when this test asks for it (which then finds none): wait until the mailing is finished,
    // whoever ran its batches.
    const finished = async () => {
      const [mailing] = await ctx.database.db
        .select({ finishedAt: mailings.finishedAt })
        .from(mailings)
        .where(eq(mailings.subject, 'Class of 1999'));
      return Boolean(mailing?.finishedAt);
    };
    while (!(await finished())) {
      if ((await advanceMailings(ctx.database.db, { linkBase: 'http://localhost', consent })) === 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const queued = await ctx.database.db
      .select({ userId: mailOutbox.userId })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'announcement'));
    const to = queued.map((row) => row.userId);
    expect(to).toContain(stays.userId);
    expect(to).not.toContain(withdraws.userId);
    expect(to).not.toContain(switchesOff.userId);
  });

  it('refuses a stale notice version (409), an unknown purpose or an empty answer (400), writing nothing', async () => {
    const member = await quickUser(ctx);
    const before = await ctx.database.db.select().from(consentRecords).where(eq(consentRecords.userId, member.userId));
    const stale = await decide(ctx, member.token, [{ purpose: 'map', granted: true }], 7);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('privacy notice has changed');
    expect((await decide(ctx, member.token, [{ purpose: 'selling', granted: true }])).statusCode).toBe(400);
    expect((await decide(ctx, member.token, [])).statusCode).toBe(400);
    const twice = await decide(ctx, member.token, [
      { purpose: 'map', granted: true },
      { purpose: 'map', granted: false },
    ]);
    expect(twice.statusCode).toBe(400);
    const after = await ctx.database.db.select().from(consentRecords).where(eq(consentRecords.userId, member.userId));
    expect(after).toHaveLength(before.length);
  });

  it('keeps the record append-only: a line cannot be changed or deleted while its account exists', async () => {
    const member = await quickUser(ctx);
    await expect(
      ctx.database.db.update(consentRecords).set({ granted: false }).where(eq(consentRecords.userId, member.userId)),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.delete(consentRecords).where(eq(consentRecords.userId, member.userId)),
    ).rejects.toThrow();
    // Deleting the account takes its record with it.
    await ctx.database.db.delete(users).where(eq(users.id, member.userId));
    expect(await ctx.database.db.select().from(consentRecords).where(eq(consentRecords.userId, member.userId))).toEqual(
      [],
    );
  });

  it('asks only members, and only about their own consents', async () => {
    expect((await requestTo(ctx, endpoints.privacy.consents)).statusCode).toBe(401);
    expect((await decide(ctx, 'not-a-token', [{ purpose: 'map', granted: true }])).statusCode).toBe(401);
  });
});

/** The same configuration, with the notice at version 2 and the directory purpose changed in it. */
function changedNoticeConfig() {
  const shipped = testConfig().institutionConfigPath;
  const file = JSON.parse(readFileSync(shipped, 'utf8'));
  file.privacy.version = 2;
  file.privacy.purposes.directory.changedIn = 2;
  for (const image of [file.banner.image, file.chancellor.photo]) {
    if (image) image.file = path.resolve(path.dirname(shipped), image.file);
  }
  const changed = path.join(testConfig().dataDir, 'institution-v2.json');
  writeFileSync(changed, JSON.stringify(file));
  return { INSTITUTION_CONFIG: changed };
}

describe('a new notice version', () => {
  const v2 = useTestApp({ env: changedNoticeConfig });

  it('asks again about the purposes it changed, and assumes nothing meanwhile', async () => {
    const viewer = await quickUser(v2);
    const member = await quickUser(v2);
    await v2.database.db.update(users).set({ fullName: 'Versionia Changed' }).where(eq(users.id, member.userId));
    const answer = await state(v2, member.token);
    expect(answer.noticeVersion).toBe(2);
    expect(answer.toAsk).toEqual(['directory', 'map', 'appeals']);
    expect(granted(answer)).toEqual(['mentoring', 'digest', 'announcements']);
    expect(await directoryIds(v2, viewer.token, { q: 'Versionia' })).toEqual([]);
    expect(await searchIds(v2, viewer.token, 'Versionia')).toEqual([]);

    const stale = await decide(v2, member.token, [{ purpose: 'directory', granted: true }], 1);
    expect(stale.statusCode).toBe(409);
    const renewed = await decide(v2, member.token, [{ purpose: 'directory', granted: true }], 2);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.toAsk).toEqual(['map', 'appeals']);
    expect(await directoryIds(v2, viewer.token, { q: 'Versionia' })).toEqual([member.userId]);
  });
});
