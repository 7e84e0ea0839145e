import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Issue 17's check (docs/i18n.md, docs/decisions/0033): a page may not put a user-facing string
 * in JSX without the catalogue, and no message may lack its Bengali. Run by `npm test` (through
 * i18n-check.test.ts) and by `npm run i18n:check`.
 */

export const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(WEB_ROOT, 'src');

/** Attributes a person reads or hears (a screen reader reads aria-label and alt). */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  // The portal's own components: LoadingState, EmptyState, ErrorState… show it.
  'message',
  // Form fields' hints and dialogs' descriptions (ui/form-fields.tsx, ui/dialog.tsx).
  'hint',
  'description',
]);

const MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** A string with a letter in it: "—", "·", "(", "5" are not words to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return literalText(node.left) ?? literalText(node.right);
  }
  if (ts.isBinaryExpression(node)) return literalText(node.right);
  return null;
}

/** User-facing strings written straight into the JSX of one file. */
export function unlocalizedStrings(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!hasWords(text)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ file: fileName, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node) => {
    // Lingui's <Trans>, <Plural>… macros: their text is the message, extracted into the catalogue.
    if (ts.isJsxElement(node) && MACROS.has(node.openingElement.tagName.getText(file))) return;
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== null) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const { initializer } = node;
      const text = ts.isStringLiteral(initializer)
        ? initializer.text
        : ts.isJsxExpression(initializer) && initializer.expression
          ? literalText(initializer.expression)
          : null;
      if (text !== null) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Every finding in web/src: every folder is converted (issue 17). */
export function unlocalizedStringsInApp(): Finding[] {
  return sourceFiles(SRC).flatMap((file) =>
    unlocalizedStrings(path.relative(WEB_ROOT, file), readFileSync(file, 'utf8')),
  );
}

/**
 * msgid -> msgstr of a .po file (Lingui writes one msgid and one msgstr line per entry). A message
 * with a context (`msgctxt`) is keyed `context` + U+0004 + msgid, as gettext does: the same words
 * in two contexts are two messages.
 */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (rest: string) => JSON.parse(rest) as string;
  let context: string | null = null;
  let id: string | null = null;
  let field: 'context' | 'id' | 'str' | null = null;
  let value = '';
  const flush = () => {
    if (field === 'str' && id !== null && id !== '') entries.set(id, value);
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgctxt ')) {
      flush();
      field = 'context';
      value = unquote(line.slice(8));
      id = null;
    } else if (line.startsWith('msgid ')) {
      if (field !== 'context') {
        flush();
        context = null;
      } else {
        context = value;
      }
      field = 'id';
      value = unquote(line.slice(6));
      id = null;
    } else if (line.startsWith('msgstr ')) {
      id = context === null ? value : `${context}\u0004${value}`;
      field = 'str';
      value = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      value += unquote(line);
    }
  }
  flush();
  return entries;
}

/** The catalogue folders: the shell's and each feature's. */
export function catalogFolders(): string[] {
  const features = path.join(SRC, 'features');
  return [
    path.join(SRC, 'locales'),
    path.join(SRC, 'app', 'layout', 'locales'),
    path.join(SRC, 'ui', 'markdown', 'locales'),
    ...readdirSync(features).map((name) => path.join(features, name, 'locales')),
  ].filter((folder) => {
    try {
      return readdirSync(folder).includes('en.po');
    } catch {
      return false;
    }
  });
}

/** Messages of the English catalogue with no Bengali (missing or empty), per catalogue. */
export function untranslated(): Finding[] {
  return catalogFolders().flatMap((folder) => {
    const english = readPo(readFileSync(path.join(folder, 'en.po'), 'utf8'));
    const bengali = readPo(readFileSync(path.join(folder, 'bn.po'), 'utf8'));
    const file = path.relative(WEB_ROOT, path.join(folder, 'bn.po'));
    return [...english.keys()].filter((id) => !bengali.get(id)?.trim()).map((id) => ({ file, line: 0, text: id }));
  });
}

/**
 * Messages that two catalogues translate differently. Lingui names a message by its words (and
 * context) alone, and every catalogue of a language is loaded into one table, so whichever loads
 * last would win: the same words need the same Bengali everywhere, or a context (`msg({ context })`)
 * that tells them apart. `bengaliOf` maps each catalogue file to its contents (the real ones by default).
 */
export function conflictingTranslations(
  bengaliOf: Record<string, string> = Object.fromEntries(
    catalogFolders().map((folder) => [
      path.relative(WEB_ROOT, path.join(folder, 'bn.po')),
      readFileSync(path.join(folder, 'bn.po'), 'utf8'),
    ]),
  ),
): Finding[] {
  const seen = new Map<string, { file: string; text: string }>();
  const findings: Finding[] = [];
  for (const [file, text] of Object.entries(bengaliOf)) {
    for (const [id, translation] of readPo(text)) {
      if (!translation.trim()) continue;
      const first = seen.get(id);
      if (!first) seen.set(id, { file, text: translation });
      else if (first.text !== translation) {
        findings.push({
          file,
          line: 0,
          text: `${id.replace('\u0004', ' | ')}: "${translation}" here, "${first.text}" in ${first.file}`,
        });
      }
    }
  }
  return findings;
}

/** Messages in the code that `npm run i18n:extract` has not yet put in the catalogues. */
export async function notExtracted(): Promise<Finding[]> {
  const { getConfig } = await import('@lingui/conf');
  const { getCatalogs } = await import('@lingui/cli/api');
  const config = getConfig({ cwd: WEB_ROOT, configPath: path.join(WEB_ROOT, 'lingui.config.ts') });
  const findings: Finding[] = [];
  for (const catalog of await getCatalogs(config)) {
    const collected = await catalog.collect({ files: undefined });
    if (!collected) throw new Error(`could not extract the messages of ${catalog.path}`);
    const english = (await catalog.read('en')) ?? {};
    for (const [id, message] of Object.entries(collected)) {
      if (!(id in english)) {
        findings.push({ file: path.relative(WEB_ROOT, catalog.path), line: 0, text: message.message ?? id });
      }
    }
  }
  return findings;
}

const format = (findings: Finding[]) =>
  findings.map((finding) => `  ${finding.file}${finding.line ? `:${finding.line}` : ''}  ${finding.text}`).join('\n');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems: string[] = [];
  const strings = unlocalizedStringsInApp();
  if (strings.length)
    problems.push(`Strings in JSX without the catalogue (wrap them, docs/i18n.md):\n${format(strings)}`);
  const pending = await notExtracted();
  if (pending.length) problems.push(`Messages not in the catalogues (npm run i18n:extract):\n${format(pending)}`);
  const missing = untranslated();
  if (missing.length) problems.push(`Messages without Bengali:\n${format(missing)}`);
  const conflicting = conflictingTranslations();
  if (conflicting.length) {
    problems.push(
      `The same message translated differently in two catalogues (use one Bengali, or a context):\n${format(conflicting)}`,
    );
  }
  if (problems.length) {
    process.stderr.write(`${problems.join('\n\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(
    'i18n: every string is in the catalogues, in English and Bengali, each message with one Bengali.\n',
  );
}
