import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Which JavaScript each page needs, for the server to announce in index.html.
 *
 * Every page but the home page is a lazy chunk (lazyPage in src/app/lazy-page.tsx). Left alone,
 * a first visit to /signin downloads the entry scripts, runs them, then asks for the page's
 * chunk, reads it, asks for the chunks it imports, reads those, and so on: four round trips
 * one after another on a phone's network before the form shows. This build step writes
 * `dist/route-preloads.json`, each route's pattern with every chunk its page needs, and the
 * server adds them to index.html as <link rel="modulepreload"> for the route asked for, so the
 * browser fetches them all alongside the entry scripts (server/src/http/web-app.ts).
 *
 * The routes are read from the route files' syntax (src/app/router.tsx and each feature's
 * routes.tsx): every route object's `path` (a literal or `xPaths.key.path`, looked up in the
 * paths.ts files) and the `import()` in its `element`, nested routes included. The build fails
 * when a lazy import cannot be tied to a route, so a new page cannot silently go without.
 */

export interface RouteModules {
  /** A react-router pattern: `/stories/:id`, or `*` for every path no other route takes. */
  path: string;
  /** Source files (absolute) of the lazy modules the page renders: a layout's, then the page's. */
  modules: string[];
}

export interface RoutePreload {
  path: string;
  /** Chunk URLs (`/assets/...js`) to preload, none of them already in index.html. */
  files: string[];
}

const ROUTE_FILES = ['app/router.tsx'];
const FEATURE_ROUTES = 'routes.tsx';
const PATHS_FILE = 'paths.ts';

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  }
  return undefined;
}

function where(node: ts.Node): string {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${source.fileName}:${line + 1}`;
}

/** `key: { path: '/literal' }` in every paths.ts: the one flat namespace src/app/paths.ts spreads together. */
function readPaths(srcDir: string): Map<string, string> {
  const files = [
    path.join(srcDir, 'app', PATHS_FILE),
    ...featureDirs(srcDir).map((dir) => path.join(dir, PATHS_FILE)),
  ].filter((file) => exists(file));
  const paths = new Map<string, string>();
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.initializer)) {
        const value = propertyOf(node.initializer, 'path');
        if (value && ts.isStringLiteral(value)) paths.set(node.name.getText(), value.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return paths;
}

function exists(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

function featureDirs(srcDir: string): string[] {
  const features = path.join(srcDir, 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(features, entry.name));
}

function resolveModule(specifier: string, importer: string, srcDir: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : path.resolve(path.dirname(importer), specifier);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate;
  }
  throw new Error(`route-preloads: cannot resolve import('${specifier}') from ${importer}`);
}

/** The `import('...')` specifiers in `node`, not descending into nested route arrays (`children`). */
function importsIn(node: ts.Node, found: ts.CallExpression[] = []): ts.CallExpression[] {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) found.push(node);
  ts.forEachChild(node, (child) => {
    importsIn(child, found);
  });
  return found;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || child === '*') return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/**
 * Every routed URL pattern with the lazy modules rendered for it (outermost first), read from the
 * route files under `srcDir`. Throws, naming the file and line, on a lazy import no route owns or
 * a path it cannot read.
 */
export function readRouteModules(srcDir: string): RouteModules[] {
  const paths = readPaths(srcDir);
  const routeFiles = [
    ...ROUTE_FILES.map((file) => path.join(srcDir, file)),
    ...featureDirs(srcDir)
      .map((dir) => path.join(dir, FEATURE_ROUTES))
      .filter(exists),
  ];
  const sources = routeFiles.map(parse);
  /** Exported route arrays (`export const jobRoutes: RouteObject[] = [...]`), for `...jobRoutes` spreads. */
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  for (const source of sources) {
    ts.forEachChild(source, function visit(node) {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
        arrays.set(node.name.getText(), node.initializer);
      }
      ts.forEachChild(node, visit);
    });
  }

  const owned = new Set<ts.CallExpression>();
  const routes: RouteModules[] = [];

  const readPath = (expression: ts.Expression): string => {
    if (ts.isStringLiteral(expression)) return expression.text;
    // xPaths.key.path
    if (
      ts.isPropertyAccessExpression(expression) &&
      expression.name.text === 'path' &&
      ts.isPropertyAccessExpression(expression.expression)
    ) {
      const value = paths.get(expression.expression.name.text);
      if (value !== undefined) return value;
    }
    throw new Error(`route-preloads: cannot read the route path ${expression.getText()} at ${where(expression)}`);
  };

  const walkArray = (array: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of array.elements) {
      if (ts.isSpreadElement(element)) {
        const spread = arrays.get(element.expression.getText());
        if (!spread)
          throw new Error(`route-preloads: cannot find the routes ${element.getText()} at ${where(element)}`);
        walkArray(spread, parentPath, parentModules);
      } else if (ts.isObjectLiteralExpression(element)) {
        walkRoute(element, parentPath, parentModules);
      }
    }
  };

  const walkRoute = (route: ts.ObjectLiteralExpression, parentPath: string, parentModules: string[]) => {
    const pathExpression = propertyOf(route, 'path');
    const routePath = pathExpression ? joinPath(parentPath, readPath(pathExpression)) : parentPath;
    const elementExpression = propertyOf(route, 'element');
    const modules = [...parentModules];
    for (const call of elementExpression ? importsIn(elementExpression) : []) {
      const [specifier] = call.arguments;
      if (!specifier || !ts.isStringLiteral(specifier)) {
        throw new Error(`route-preloads: import() without a literal at ${where(call)}`);
      }
      owned.add(call);
      modules.push(resolveModule(specifier.text, call.getSourceFile().fileName, srcDir));
    }
    const children = propertyOf(route, 'children');
    const rendersPage = pathExpression !== undefined || propertyOf(route, 'index') !== undefined;
    if (rendersPage && modules.length > parentModules.length) {
      // An index route answers its parent's path: it replaces the parent's entry.
      const existing = routes.findIndex((entry) => entry.path === routePath);
      if (existing !== -1) routes.splice(existing, 1);
      routes.push({ path: routePath, modules });
    }
    if (children && ts.isArrayLiteralExpression(children)) walkArray(children, routePath, modules);
  };

  const rootRoutes = arrays.get('routes');
  if (!rootRoutes) throw new Error('route-preloads: src/app/router.tsx exports no `routes` array');
  walkArray(rootRoutes, '', []);

  for (const source of sources) {
    for (const call of importsIn(source)) {
      if (!owned.has(call)) {
        throw new Error(`route-preloads: the lazy import at ${where(call)} belongs to no route this step can read`);
      }
    }
  }
  return routes;
}

interface ChunkLike {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Turns each route's modules into the chunk files to preload: each module's chunk and every chunk
 * it imports statically, minus what index.html already loads (the entry and its imports).
 */
export function routePreloadFiles(routes: RouteModules[], chunks: ChunkLike[], base = '/'): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId as string, chunk]),
  );
  const closure = (start: string[], into = new Set<string>()) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return routes.map((route) => {
    const files = route.modules.map((module) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`route-preloads: no chunk was built for ${module} (route ${route.path})`);
      return chunk.fileName;
    });
    return {
      path: route.path,
      files: [...closure(files)].filter((file) => !initial.has(file)).map((file) => `${base}${file}`),
    };
  });
}

/** The Vite plugin: writes `route-preloads.json` beside index.html. */
export function routePreloads(srcDir: string): Plugin {
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      let preloads: RoutePreload[];
      try {
        preloads = routePreloadFiles(readRouteModules(srcDir), chunks, base);
      } catch (error) {
        return this.error((error as Error).message);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
