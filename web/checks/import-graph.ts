/**
 * The import graph of web/src, read with the TypeScript compiler API: every import and export-from, type-only
 * ones included (a type import still ties two modules' designs together), resolved with web/tsconfig.json's
 * own module resolution. Only edges between files under the given root count; packages and ../domain do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers of one file: import/export declarations, import('x') types and dynamic import('x'). */
export function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Reads every .ts/.tsx under `root` (test files left out unless asked for: a test may import what it tests
 * from anywhere without making the shipped code circular).
 */
export function importGraph(root: string, options: { includeTests?: boolean; compilerOptions?: ts.CompilerOptions } = {}): ImportGraph {
  const compilerOptions = options.compilerOptions ?? {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: false,
  };
  const files = sourceFiles(root).filter((file) => options.includeTests || !/\.test\.tsx?$/.test(file));
  const inRoot = (file: string) => file.startsWith(root + path.sep) && SOURCE.test(file) && !file.endsWith('.d.ts');
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && inRoot(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every strongly connected component with more than one file (or a file importing itself): each is a cycle. */
export function cyclesOf(graph: ImportGraph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** One path around a cycle, for a readable failure: a -> b -> ... -> a. */
export function describeCycle(graph: ImportGraph, component: string[], root: string): string {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const route = [node];
        while (route[0] !== start) route.unshift(previous.get(route[0])!);
        return [...route, start].map((file) => path.relative(root, file)).join(' -> ');
      }
      if (!seen.has(next)) {
        seen.add(next);
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component.map((file) => path.relative(root, file)).join(', ');
}
