/**
 * A strict reader of Prometheus's text exposition format 0.0.4, for the tests: every line must be
 * a comment (HELP, TYPE or other), blank, or a sample `name{label="value",...} value [timestamp]`,
 * and every sample must belong to a family whose TYPE came before it. Anything else throws.
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL}=${LABEL_VALUE})(?:,${LABEL}=${LABEL_VALUE})*,?)?\\})? (\\S+)(?: (-?\\d+))?$`,
);
const LABEL_PAIR = new RegExp(`(${LABEL})=(${LABEL_VALUE})`, 'g');
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
/** The samples a family of each type may have: its name, and for histograms and summaries the suffixed ones. */
const SUFFIXES: Record<Family['type'], string[]> = {
  counter: ['', '_total'],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/**
 * As Prometheus reads a value (Go's strconv.ParseFloat): special values in any case. prom-client
 * writes NaN as "Nan" (an event-loop figure before its first measurement), which Prometheus accepts.
 */
function parseValue(text: string, line: string): number {
  const special = text.toLowerCase();
  if (special === '+inf' || special === 'inf') return Number.POSITIVE_INFINITY;
  if (special === '-inf') return Number.NEGATIVE_INFINITY;
  if (special === 'nan') return Number.NaN;
  const value = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) || Number.isNaN(value)) {
    throw new Error(`not a sample value: ${line}`);
  }
  return value;
}

const unescapeLabel = (quoted: string) =>
  quoted.slice(1, -1).replace(/\\(["\\n])/g, (_match, char: string) => (char === 'n' ? '\n' : char));

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const families = new Map<string, Family>();
  const helps = new Map<string, string>();
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const help = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line);
      const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line);
      if (help?.[1] !== undefined) helps.set(help[1], help[2] ?? '');
      else if (type?.[1] !== undefined && type[2] !== undefined) {
        if (!TYPES.has(type[2])) throw new Error(`unknown metric type: ${line}`);
        if (families.has(type[1])) throw new Error(`TYPE given twice: ${line}`);
        families.set(type[1], { name: type[1], type: type[2] as Family['type'], help: '', samples: [] });
      } else if (/^# (HELP|TYPE)/.test(line)) throw new Error(`malformed comment: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a sample line: ${line}`);
    const name = match[1];
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(LABEL_PAIR)) {
      const [, label, quoted] = pair;
      if (!label || !quoted) continue;
      if (label in labels) throw new Error(`label ${label} given twice: ${line}`);
      labels[label] = unescapeLabel(quoted);
    }
    const family = [...families.values()].find((candidate) =>
      SUFFIXES[candidate.type].some((suffix) => `${candidate.name}${suffix}` === name),
    );
    if (!family) throw new Error(`a sample with no TYPE before it: ${line}`);
    family.samples.push({ name, labels, value: parseValue(match[3], line) });
  }
  for (const family of families.values()) family.help = helps.get(family.name) ?? '';
  return families;
}

/** The one sample of `family` whose labels include `labels`; throws when there is none or several. */
export function sampleOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
  sampleName = name,
): number {
  const found = (families.get(name)?.samples ?? []).filter(
    (sample) =>
      sample.name === sampleName && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (found.length !== 1) throw new Error(`${found.length} samples of ${sampleName} with ${JSON.stringify(labels)}`);
  return (found[0] as Sample).value;
}
