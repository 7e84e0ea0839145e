import { type InsightCell, SMALLEST_SHOWN_COUNT } from '@alumni/contract';

/**
 * Which counts of people the dashboard may show (decision 0053). Every count is a cell with an id;
 * a constraint says that a published total is the sum of its parts (a college's members are the
 * sum of its programmes', a month's stories the sum of each college's). A cell under 5 is hidden
 * ("fewer than 5"). Then, so that no hidden cell can be worked out by subtracting shown cells from
 * a shown total, every constraint must leave either nothing hidden, or at least two hidden cells
 * whose sum (which subtraction does reveal) is not 1 to 4; until each does, the smallest shown
 * part of a constraint that does not is hidden too ("withheld"). The same cell id in two tables is
 * one cell, so a total shown in one table is never hidden in another.
 */
export class Disclosure {
  private readonly values = new Map<string, number>();
  private readonly constraints: { total: string; parts: string[] }[] = [];
  private readonly hidden = new Set<string>();
  private solved = false;

  /** Records a count; counting the same cell twice adds (rows of a query that fold into one cell). */
  add(id: string, count: number): void {
    this.values.set(id, (this.values.get(id) ?? 0) + count);
  }

  /** Sets a total from its parts (the same total set by two tables is one cell). */
  set(id: string, count: number): void {
    this.values.set(id, count);
  }

  /** Makes sure a cell exists (a college or month with nobody counts 0, and 0 is under 5). */
  touch(id: string): void {
    if (!this.values.has(id)) this.values.set(id, 0);
  }

  /** `total` is published and equals the sum of `parts`. */
  constrain(total: string, parts: string[]): void {
    this.touch(total);
    for (const part of parts) this.touch(part);
    this.constraints.push({ total, parts });
  }

  value(id: string): number {
    return this.values.get(id) ?? 0;
  }

  private solve(): void {
    if (this.solved) return;
    this.solved = true;
    for (const [id, count] of this.values) if (count < SMALLEST_SHOWN_COUNT) this.hidden.add(id);
    let changed = true;
    while (changed) {
      changed = false;
      for (const { total, parts } of this.constraints) {
        if (this.safe(total, parts)) continue;
        const shown = parts.filter((part) => !this.hidden.has(part));
        const smallest = shown.sort((a, b) => this.value(a) - this.value(b) || a.localeCompare(b))[0];
        this.hidden.add(smallest ?? total);
        changed = true;
      }
    }
  }

  private safe(total: string, parts: string[]): boolean {
    const hiddenParts = parts.filter((part) => this.hidden.has(part));
    const totalHidden = this.hidden.has(total);
    const hiddenCount = hiddenParts.length + (totalHidden ? 1 : 0);
    if (hiddenCount === 0) return true;
    if (hiddenCount === 1) return false;
    if (totalHidden) return true;
    const revealed = hiddenParts.reduce((sum, part) => sum + this.value(part), 0);
    return revealed === 0 || revealed >= SMALLEST_SHOWN_COUNT;
  }

  /** What the dashboard shows for one cell. */
  cell(id: string): InsightCell {
    this.solve();
    const count = this.value(id);
    if (!this.hidden.has(id)) return count;
    return count < SMALLEST_SHOWN_COUNT ? 'fewer-than-5' : 'withheld';
  }

  /**
   * The sum of several cells (a coordinator's colleges): shown only when every one is shown, so it
   * says nothing the cells do not; otherwise withheld, or the one cell's own answer.
   */
  sum(ids: string[]): InsightCell {
    if (ids.length === 1) return this.cell(ids[0] as string);
    const cells = ids.map((id) => this.cell(id));
    if (cells.every((cell) => typeof cell === 'number')) return cells.reduce<number>((sum, cell) => sum + cell, 0);
    return 'withheld';
  }
}

/**
 * A count by college and by one other key (programme, month…) in a Disclosure: the cells
 * `prefix|college|key`, each key's total over colleges `prefix|*|key`, and, when `collegeTotals`,
 * each college's total `prefix|college|*` and the grand total `prefix|*|*`.
 */
export class Cube {
  private colleges: readonly string[];

  constructor(
    private readonly disclosure: Disclosure,
    readonly prefix: string,
    colleges: readonly string[],
    readonly keys: readonly string[],
    private readonly collegeTotals: boolean,
  ) {
    this.colleges = colleges;
  }

  static id(prefix: string, college: string, key: string): string {
    return `${prefix}|${college}|${key}`;
  }

  private id(college: string, key: string): string {
    return Cube.id(this.prefix, college, key);
  }

  /** Adds the counts, then the constraints between them. */
  fill(rows: readonly { college: string; key: string; count: number }[]): this {
    const known = new Set(this.keys);
    this.colleges = [...new Set([...this.colleges, ...rows.map((row) => row.college)])];
    const counted = rows.filter((row) => known.has(row.key));
    for (const row of counted) this.disclosure.add(this.id(row.college, row.key), row.count);
    const sumOf = (ids: string[]) => ids.reduce((sum, id) => sum + this.disclosure.value(id), 0);
    for (const key of this.keys) {
      this.disclosure.set(this.id('*', key), sumOf(this.colleges.map((college) => this.id(college, key))));
    }
    if (this.collegeTotals) {
      for (const college of this.colleges) {
        this.disclosure.set(this.id(college, '*'), sumOf(this.keys.map((key) => this.id(college, key))));
      }
      this.disclosure.set(this.id('*', '*'), sumOf(this.keys.map((key) => this.id('*', key))));
    }
    for (const key of this.keys) {
      this.disclosure.constrain(
        this.id('*', key),
        this.colleges.map((college) => this.id(college, key)),
      );
    }
    if (this.collegeTotals) {
      for (const college of this.colleges) {
        this.disclosure.constrain(
          this.id(college, '*'),
          this.keys.map((key) => this.id(college, key)),
        );
      }
      this.disclosure.constrain(
        this.id('*', '*'),
        this.keys.map((key) => this.id('*', key)),
      );
      this.disclosure.constrain(
        this.id('*', '*'),
        this.colleges.map((college) => this.id(college, '*')),
      );
    }
    return this;
  }

  /** One key's count over the colleges in scope (`null`: all of them). */
  at(key: string, scope: readonly string[] | null): InsightCell {
    if (scope === null) return this.disclosure.cell(this.id('*', key));
    return this.disclosure.sum(scope.map((college) => this.id(college, key)));
  }

  /** One college's total. */
  ofCollege(college: string): InsightCell {
    return this.disclosure.cell(this.id(college, '*'));
  }
}
