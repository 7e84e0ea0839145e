import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/**
 * Which lazy modules each page of the portal renders, read from the route files themselves: the
 * router's composition (src/app/router.tsx) and each feature's routes.tsx it spreads, and the later
 * pages' (src/app/more.tsx) under the not-found route that loads them. The contract's page table
 * names no web files (docs/decisions/0044); the build reads here what the app really routes.
 *
 * Only the few forms route files are written in are read, and anything else fails the build,
 * naming the file and line, rather than being guessed:
 * - a route is an object literal; its `path` is written `PAGES.<key>` (the contract's page table);
 *   its lazy modules are the `import('...')` calls in its `element`; its `children` a list;
 * - a list is an array literal of routes and `...spread` lists, a constant, or a call of a function
 *   of a route file that returns a route or a list from its parameters (`withAdminLayout(pages)`).
 * A page nested in a route with lazy modules (a layout) needs those first, then its own.
 */

/** Where the routes start: the export of the router that the app renders. */
const ROOT = { file: 'app/router.tsx', name: 'routes' };

/**
 * Lazy modules that route pages of their own (with useRoutes), by the export of their routes: the
 * pages there are nested in the route whose element loads the module, and are the pages the first
 * download does not route.
 */
const NESTED_ROUTES: Readonly<Record<string, string>> = { 'app/more.tsx': 'laterRoutes' };

export interface PageRoute {
  /** The page's key in the contract's table (PAGES). */
  key: string;
  /** Source files (absolute) of the lazy modules the page renders: a layout's, then the page's. */
  modules: string[];
  /** Whether the page is routed by a module of NESTED_ROUTES (app/more.tsx), not by the first download's router. */
  later: boolean;
}

interface Node {
  type: string;
  start: number;
  [field: string]: unknown;
}

interface Route {
  key: string | undefined;
  modules: string[];
  children: Route[];
}

interface RouteFunction {
  params: string[];
  body: Node;
  file: SourceFile;
}

type Value = Route | Route[] | RouteFunction;

interface SourceFile {
  file: string;
  source: string;
  /** Top-level declarations by name: a constant's value or a function. */
  declarations: Map<string, Node>;
  /** Imported bindings by local name: the module specifier and the exported name. */
  imports: Map<string, { from: string; name: string }>;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter(isNode) : []);
const nameOf = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Identifier' ? (node.name as string) : undefined;

/** `expression as T`, `expression satisfies T`, `(expression)`, `expression!`: the expression. */
function unwrapped(node: Node): Node {
  const wrappers = ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ParenthesizedExpression'];
  return wrappers.includes(node.type) && isNode(node.expression) ? unwrapped(node.expression) : node;
}

export class RouteReader {
  private readonly files = new Map<string, SourceFile>();
  private readonly srcDir: string;
  private depth = 0;

  constructor(srcDir: string) {
    this.srcDir = srcDir;
  }

  /** Every page routed from the router (ROOT), with its lazy modules; throws on what it cannot read. */
  pages(): PageRoute[] {
    const found = new Map<string, PageRoute>();
    const walk = (routes: Route[], outer: string[], later: boolean) => {
      for (const route of routes) {
        const modules = [...outer, ...route.modules];
        const nested = route.modules.find((module) => NESTED_ROUTES[this.relative(module)] !== undefined);
        if (nested) {
          // The door to the later pages (the not-found route): the module routes the path itself.
          const name = NESTED_ROUTES[this.relative(nested)] as string;
          walk(this.list(this.exported(nested, name)), modules, true);
          continue;
        }
        if (route.key !== undefined) {
          if (found.has(route.key)) throw new Error(`page-routes: the page ${route.key} is routed twice`);
          found.set(route.key, { key: route.key, modules, later });
        }
        walk(route.children, modules, later);
      }
    };
    const root = path.join(this.srcDir, ROOT.file);
    walk(this.list(this.exported(root, ROOT.name)), [], false);
    return [...found.values()];
  }

  private relative(file: string): string {
    return path.relative(this.srcDir, file).split(path.sep).join('/');
  }

  private parsed(file: string): SourceFile {
    const cached = this.files.get(file);
    if (cached) return cached;
    const source = readFileSync(file, 'utf8');
    const result = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
    if (result.errors.length > 0) throw new Error(`page-routes: ${this.relative(file)} does not parse`);
    const parsed: SourceFile = { file, source, declarations: new Map(), imports: new Map() };
    for (const statement of nodes(result.program.body)) {
      const declaration =
        statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration)
          ? statement.declaration
          : statement;
      if (declaration.type === 'ImportDeclaration') {
        const from = (declaration.source as Node).value as string;
        for (const specifier of nodes(declaration.specifiers)) {
          const local = nameOf(specifier.local);
          const imported = nameOf(specifier.imported);
          if (local && imported) parsed.imports.set(local, { from, name: imported });
        }
      } else if (declaration.type === 'VariableDeclaration') {
        for (const declarator of nodes(declaration.declarations)) {
          const name = nameOf(declarator.id);
          if (name && isNode(declarator.init)) parsed.declarations.set(name, declarator.init);
        }
      } else if (declaration.type === 'FunctionDeclaration') {
        const name = nameOf(declaration.id);
        if (name) parsed.declarations.set(name, declaration);
      }
    }
    this.files.set(file, parsed);
    return parsed;
  }

  /** The source file an import specifier names, or undefined for a package's. */
  private resolve(specifier: string, importer: string): string | undefined {
    let base: string;
    if (specifier.startsWith('@/')) base = path.join(this.srcDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
    else return undefined;
    const file = ['.tsx', '.ts', '/index.tsx', '/index.ts', ''].map((ending) => base + ending).find(existsSync);
    if (!file) throw new Error(`page-routes: ${this.relative(importer)} imports ${specifier}, which is not there`);
    return file;
  }

  private unreadable(node: Node, file: SourceFile, what: string): Error {
    const line = file.source.slice(0, node.start).split('\n').length;
    return new Error(`page-routes: ${this.relative(file.file)}:${line}: ${what}`);
  }

  private exported(file: string, name: string): Value {
    const parsed = this.parsed(file);
    const declaration = parsed.declarations.get(name);
    if (declaration) return this.value(declaration, parsed, new Map());
    const imported = parsed.imports.get(name);
    const from = imported && this.resolve(imported.from, file);
    if (imported && from) return this.exported(from, imported.name);
    throw new Error(`page-routes: ${this.relative(file)} has no routes named ${name}`);
  }

  private list(value: Value): Route[] {
    if (Array.isArray(value)) return value;
    if ('params' in value) throw new Error('page-routes: a function where routes were expected');
    return [value];
  }

  /** What `node` is, in `file`, with `scope` binding a route function's parameters. */
  private value(node: Node, file: SourceFile, scope: Map<string, Value>): Value {
    if (++this.depth > 200) throw this.unreadable(node, file, 'the routes refer to themselves');
    try {
      const expression = unwrapped(node);
      switch (expression.type) {
        case 'ArrayExpression':
          return nodes(expression.elements).flatMap((element) =>
            element.type === 'SpreadElement'
              ? this.list(this.value(element.argument as Node, file, scope))
              : this.list(this.value(element, file, scope)),
          );
        case 'ObjectExpression':
          return this.route(expression, file, scope);
        case 'Identifier': {
          const name = expression.name as string;
          const bound = scope.get(name);
          if (bound) return bound;
          if (file.declarations.has(name) || file.imports.has(name)) return this.exported(file.file, name);
          throw this.unreadable(expression, file, `${name} is not declared`);
        }
        case 'CallExpression': {
          const callee = this.value(expression.callee as Node, file, scope);
          if (Array.isArray(callee) || !('params' in callee)) {
            throw this.unreadable(expression, file, 'only a function of a route file can be called here');
          }
          const args = nodes(expression.arguments).map((argument) => this.value(argument, file, scope));
          const bound = new Map(callee.params.map((param, index) => [param, args[index] as Value]));
          return this.value(callee.body, callee.file, bound);
        }
        case 'FunctionDeclaration':
        case 'ArrowFunctionExpression':
        case 'FunctionExpression':
          return this.routeFunction(expression, file);
        default:
          throw this.unreadable(expression, file, `routes written as ${expression.type} cannot be read`);
      }
    } finally {
      this.depth--;
    }
  }

  /** A function whose body is one `return` (or an arrow's expression) of routes from its parameters. */
  private routeFunction(node: Node, file: SourceFile): RouteFunction {
    const params = nodes(node.params).map((param) => {
      const name = nameOf(param);
      if (!name) throw this.unreadable(param, file, 'a route function takes plain parameters');
      return name;
    });
    const body = node.body as Node;
    if (body.type !== 'BlockStatement') return { params, body, file };
    const [statement, ...rest] = nodes(body.body);
    if (statement?.type !== 'ReturnStatement' || rest.length > 0 || !isNode(statement.argument)) {
      throw this.unreadable(node, file, 'a route function is one return statement');
    }
    return { params, body: statement.argument, file };
  }

  private route(node: Node, file: SourceFile, scope: Map<string, Value>): Route {
    const route: Route = { key: undefined, modules: [], children: [] };
    for (const property of nodes(node.properties)) {
      if (property.type !== 'Property') throw this.unreadable(property, file, 'a route is written out, not spread');
      const value = property.value as Node;
      switch (nameOf(property.key)) {
        case 'path':
          route.key = this.pageKey(value, file);
          break;
        case 'element':
          route.modules = this.lazyModules(value, file);
          break;
        case 'children':
          route.children = this.list(this.value(value, file, scope));
          break;
      }
    }
    return route;
  }

  private pageKey(node: Node, file: SourceFile): string {
    const expression = unwrapped(node);
    const key = expression.type === 'MemberExpression' && !expression.computed && nameOf(expression.property);
    const pages = expression.type === 'MemberExpression' && nameOf(expression.object);
    if (!key || !pages || file.imports.get(pages)?.name !== 'PAGES') {
      throw this.unreadable(expression, file, "write a route's path as PAGES.<key>, from the contract's page table");
    }
    return key;
  }

  /** The files of every `import('...')` in `node`, in the order written. */
  private lazyModules(node: Node, file: SourceFile): string[] {
    const found: string[] = [];
    const visit = (value: unknown) => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item);
        return;
      }
      if (!isNode(value)) return;
      if (value.type === 'ImportExpression') {
        const source = value.source as Node;
        const resolved = source.type === 'Literal' && this.resolve(source.value as string, file.file);
        if (!resolved) throw this.unreadable(value, file, 'a lazy page imports a file of the app by its path');
        if (!found.includes(resolved)) found.push(resolved);
        return;
      }
      for (const [field, child] of Object.entries(value)) if (field !== 'type') visit(child);
    };
    visit(node);
    return found;
  }
}

/** Every page routed from src/app/router.tsx under `srcDir`, with its lazy modules. */
export function readPageRoutes(srcDir: string): PageRoute[] {
  return new RouteReader(srcDir).pages();
}

/**
 * Where the routes and the contract's table disagree: a page of the table no route takes, a route
 * to a page the table does not have, and a page routed where `firstDownload` does not put it.
 */
export function misplacedPages(
  routes: PageRoute[],
  pages: Readonly<Record<string, string>>,
  firstDownload: Readonly<Record<string, boolean>>,
): string[] {
  const byKey = new Map(routes.map((route) => [route.key, route]));
  const problems = routes
    .filter((route) => pages[route.key] === undefined)
    .map((route) => `a route takes ${route.key}, which is not a page of the table`);
  for (const key of Object.keys(pages)) {
    const route = byKey.get(key);
    if (!route) problems.push(`no route takes the page ${key}`);
    else if (route.later === firstDownload[key]) {
      problems.push(
        firstDownload[key]
          ? `${key} is in the first download (FIRST_DOWNLOAD) but routed by ${Object.keys(NESTED_ROUTES).join(', ')}`
          : `${key} is not in the first download (FIRST_DOWNLOAD) but routed by ${ROOT.file}`,
      );
    }
  }
  return problems;
}
