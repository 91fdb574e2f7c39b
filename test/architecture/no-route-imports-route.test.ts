/**
 * Issue 24, thin edges: a router imports its use cases, the contract and the edge's helpers (respond, auth,
 * order-reader, wire/<context>.ts, codecs), never another route file. What two routers share is a helper of
 * server/http/, so a route file can be read, moved or deleted on its own (docs/architecture.md, "The HTTP edge").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const ROUTES = 'server/http/routes';

/** The modules a file names (imports, re-exports, import() and require()), as written. */
function specifiersOf(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])
      && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

/** The route files that `file` (relative to the root, '/'-separated) imports, as `file -> imported`. */
function routeImports(file: string, source: string): string[] {
  return specifiersOf(file, source)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)))
    .filter((target) => path.posix.dirname(target) === ROUTES && target !== file.replace(/\.tsx?$/, ''))
    .map((target) => `${file} -> ${target}`);
}

const routeFiles = () => readdirSync(path.join(root, ROUTES))
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => `${ROUTES}/${name}`);

describe('no route file imports another (issue 24, thin edges)', () => {
  it('server/http/routes/*.ts import no file of server/http/routes/', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((file) => routeImports(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it.each([
    ['a named import', "import { say } from './cart-routes';"],
    ['a type import', "import type { CartCaller } from './cart-routes';"],
    ['a re-export', "export { cartRoutes } from './cart-routes';"],
    ['a way round through the parent', "import { cartRoutes } from '../routes/cart-routes';"],
    ['a dynamic import', "const later = () => import('./cart-routes');"],
  ])('catches a planted violation: %s', (_name, code) => {
    expect(routeImports(`${ROUTES}/planted-routes.ts`, `${code}\n`)).toEqual([`${ROUTES}/planted-routes.ts -> ${ROUTES}/cart-routes`]);
  });

  it('lets through the edge helpers, the wire mappers, the contract and the use cases', () => {
    const code = [
      "import { NO_STORE, respond } from '../respond';",
      "import { requireStaff } from '../auth';",
      "import { toAttentionWire } from '../wire/admin';",
      "import { decodeOrThrow } from '../codecs/decode';",
      "import { AdminShipmentAttentionList } from '../../../application/contracts/admin';",
      "import { Router } from '@koa/router';",
    ].join('\n');
    expect(routeImports(`${ROUTES}/planted-routes.ts`, code)).toEqual([]);
  });
});
