import {
  allProgrammes,
  type InsightCell,
  type Insights,
  type InsightsQuery,
  type InsightTable,
  type Institution,
  todayIn,
} from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { Cube, Disclosure } from './disclosure.js';
import * as queries from './queries.js';

/** Who is asking: an admin sees every college; a coordinator only theirs (`colleges`). */
export type InsightsViewer = { role: 'admin' } | { role: 'coordinator'; colleges: readonly string[] };

const FUNNEL = ['roll', 'signedUp', 'verified', 'active'] as const;
const SIGNUPS = ['signedUp', 'verified'] as const;
const ENGAGEMENT = ['stories', 'events', 'jobs', 'messages', 'mentoringRequests'] as const;
const SEATS = ['going', 'waitlisted', 'attended'] as const;
const OPT_OUTS = ['digest', 'announcements', 'message-notices'] as const;
const DEFAULT_MONTHS = 12;

/** `YYYY-MM` moved by `months`. */
function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Issue 33's dashboard (decision 0053): every count by college, then shown or hidden by the disclosure rules. */
export function createInsightsService({ db, institution }: { db: Database; institution: Institution }) {
  /** The colleges the institution lists, then any other an account or the roll names (from the funnel's rows). */
  function collegesKnown(rows: readonly queries.CountRow[]): string[] {
    const listed = new Set(institution.colleges);
    const others = [...new Set(rows.map((row) => row.college))].filter((college) => !listed.has(college));
    return [...institution.colleges, ...others.sort()];
  }

  /** The colleges the answer covers, `null` for all of them; refuses a college the viewer may not see. */
  async function scopeOf(viewer: InsightsViewer, college: string | undefined): Promise<string[] | null> {
    if (
      college !== undefined &&
      !institution.colleges.includes(college) &&
      !(await queries.collegeInData(db, college))
    ) {
      throw new AppError('BAD_REQUEST', { key: 'insights.unknown_college' });
    }
    if (viewer.role === 'admin') return college === undefined ? null : [college];
    if (college === undefined) return [...viewer.colleges];
    if (!viewer.colleges.includes(college)) throw new AppError('FORBIDDEN', { key: 'insights.not_your_college' });
    return [college];
  }

  /** Once per process: the database keeps the counts in the institution's time zone (decision 0064). */
  let keeping: Promise<void> | null = null;
  const countsKept = () => {
    keeping ??= queries.keepCountsIn(db, institution.timeZone).catch((error: unknown) => {
      keeping = null;
      throw error;
    });
    return keeping;
  };

  return {
    async insights(viewer: InsightsViewer, query: InsightsQuery): Promise<Insights> {
      const thisMonth = todayIn(institution.timeZone).slice(0, 7);
      const to = query.to ?? (query.from ? addMonths(query.from, DEFAULT_MONTHS - 1) : thisMonth);
      const from = query.from ?? addMonths(to, -(DEFAULT_MONTHS - 1));
      const months = monthsFrom(from, to);
      const range = { firstDay: `${from}-01`, endDay: `${addMonths(to, 1)}-01`, timeZone: institution.timeZone };

      const [scope] = await Promise.all([scopeOf(viewer, query.college), countsKept()]);

      const [
        { byProgramme, byYear },
        signups,
        reviews,
        engagement,
        seats,
        mail,
        optedOut,
        chapterMembers,
        chapters,
        giving,
      ] = await Promise.all([
        queries.members(db),
        queries.signupsByMonth(db, range),
        queries.pendingReviews(db),
        queries.engagementByMonth(db, range),
        queries.eventSeatsByMonth(db, range),
        queries.mailByKind(db, range),
        queries.mailOptedOut(db),
        queries.chapterMembers(db),
        queries.openChapters(db),
        scope === null ? queries.campaigns(db) : Promise.resolve([]),
      ]);

      const known = collegesKnown(byProgramme);
      const collegesShown = scope ?? known;
      const disclosure = new Disclosure();
      const measureOf = (rows: queries.CountRow[], measure: string, prefix = '') =>
        rows.filter((row) => row.measure === measure).map((row) => ({ ...row, key: `${prefix}${row.key}` }));
      const cube = (prefix: string, keys: readonly string[], rows: queries.CountRow[], collegeTotals = false) =>
        new Cube(disclosure, prefix, known, keys, collegeTotals).fill(rows);

      const programmes = [
        ...new Set([...allProgrammes(institution.programmeGroups), ...byProgramme.map((row) => row.key)]),
      ];
      const years = [...new Set(byYear.map((row) => row.key))].sort().reverse();
      const funnel = FUNNEL.map((measure) => ({
        byProgramme: cube(
          `members:${measure}`,
          programmes.map((programme) => `p:${programme}`),
          measureOf(byProgramme, measure, 'p:'),
          true,
        ),
        byYear: cube(
          `members:${measure}`,
          years.map((year) => `y:${year}`),
          measureOf(byYear, measure, 'y:'),
          true,
        ),
      }));
      const monthly = (name: string, measures: readonly string[], rows: queries.CountRow[]) =>
        measures.map((measure) => cube(`${name}:${measure}`, months, measureOf(rows, measure)));
      const signupCubes = monthly('signups', SIGNUPS, signups);
      const engagementCubes = monthly('engagement', ENGAGEMENT, engagement);
      const seatCubes = monthly('seats', SEATS, seats);
      const pendingCube = cube(
        'pending',
        ['pending'],
        reviews
          .filter((row) => row.college !== null)
          .map((row) => ({ measure: 'pending', college: row.college as string, key: 'pending', count: row.pending })),
      );
      const kinds = [...new Set(mail.map((row) => row.key.split(' ')[0] as string))].sort();
      const mailKeys = kinds.flatMap((kind) => months.map((month) => `${kind} ${month}`));
      const mailCubes = (['sent', 'failed'] as const).map((status) =>
        cube(`mail:${status}`, mailKeys, measureOf(mail, status)),
      );
      const optOutCube = cube('opted-out', OPT_OUTS, optedOut);
      const chapterCube = cube(
        'chapters',
        chapters.map((chapter) => chapter.id),
        chapterMembers,
      );

      const funnelTotal = funnel.map(({ byProgramme: measure }) =>
        scope === null
          ? measure.at('*', null)
          : disclosure.sum(collegesShown.map((college) => Cube.id(measure.prefix, college, '*'))),
      );
      const monthlyTable = (id: InsightTable['id'], columns: readonly string[], cubes: Cube[]): InsightTable => ({
        id,
        columns: [...columns],
        rows: months.map((month) => ({ key: month, cells: cubes.map((measure) => measure.at(month, scope)) })),
        total: null,
      });
      const waits = new Map(reviews.map((row) => [row.college, row]));
      const reviewRow = (pending: InsightCell, college: string | null): InsightCell[] => {
        const wait = typeof pending === 'number' && pending > 0 ? waits.get(college) : undefined;
        return [pending, wait?.medianDays ?? null, wait?.longestDays ?? null];
      };
      const mailTable = (id: InsightTable['id'], measure: Cube): InsightTable => ({
        id,
        columns: months,
        rows: kinds.map((kind) => ({ key: kind, cells: months.map((month) => measure.at(`${kind} ${month}`, scope)) })),
        total: null,
      });
      const singleCollege = scope?.length === 1 ? (scope[0] as string) : null;

      const tables: InsightTable[] = [
        {
          id: 'members-by-college',
          columns: [...FUNNEL],
          rows: collegesShown.map((college) => ({
            key: college,
            cells: funnel.map(({ byProgramme: measure }) => measure.ofCollege(college)),
          })),
          total: funnelTotal,
        },
        {
          id: 'members-by-programme',
          columns: [...FUNNEL],
          rows: programmes.map((programme) => ({
            key: programme,
            cells: funnel.map(({ byProgramme: measure }) => measure.at(`p:${programme}`, scope)),
          })),
          total: funnelTotal,
        },
        {
          id: 'members-by-year',
          columns: [...FUNNEL],
          rows: years.map((year) => ({
            key: year,
            cells: funnel.map(({ byYear: measure }) => measure.at(`y:${year}`, scope)),
          })),
          total: funnelTotal,
        },
        monthlyTable('signups-by-month', SIGNUPS, signupCubes),
        {
          id: 'reviews-by-college',
          columns: ['pending', 'medianWaitDays', 'longestWaitDays'],
          rows: collegesShown.map((college) => ({
            key: college,
            cells: reviewRow(pendingCube.at('pending', [college]), college),
          })),
          total:
            scope === null
              ? reviewRow(pendingCube.at('pending', null), null)
              : singleCollege !== null
                ? reviewRow(pendingCube.at('pending', scope), singleCollege)
                : [pendingCube.at('pending', scope), null, null],
        },
        monthlyTable('engagement-by-month', ENGAGEMENT, engagementCubes),
        monthlyTable('event-seats-by-month', SEATS, seatCubes),
        mailTable('mail-sent-by-kind', mailCubes[0] as Cube),
        mailTable('mail-failed-by-kind', mailCubes[1] as Cube),
        {
          id: 'mail-opted-out',
          columns: ['optedOut'],
          rows: OPT_OUTS.map((kind) => ({ key: kind, cells: [optOutCube.at(kind, scope)] })),
          total: null,
        },
        {
          id: 'chapter-sizes',
          columns: ['members'],
          rows: chapters.map((chapter) => ({ key: chapter.name, cells: [chapterCube.at(chapter.id, scope)] })),
          total: null,
        },
      ];
      if (scope === null) {
        tables.push({
          id: 'giving',
          columns: ['goalRupees', 'raisedRupees'],
          rows: giving.map((campaign) => ({ key: campaign.title, cells: [campaign.goal, campaign.raised] })),
          total: null,
        });
      }
      return { scope: { all: scope === null, colleges: collegesShown }, from, to, tables };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
