/**
 * The rule "no zh-TW literal outside the message catalogue" (issue 10, section 2; docs/decisions.md,
 * decision 10): every text a shopper reads comes from a catalogue (domain/messages/catalogue.ts, keyed by a
 * stable code, or the screens' web/src/i18n/, keyed by path), so it exists once, in both languages. This module finds the string literals (plain, template, JSX text)
 * with Chinese characters in the TypeScript sources of application/, server/, adapters/ and web/src/ (whose
 * screen texts have a catalogue of their own, web/src/i18n/, that refers to domain/messages' entries). Comments
 * are not literals; tests and test support are not shipped to shoppers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Han ideographs (with extension A), CJK punctuation and full-width forms: what a zh-TW text is made of. */
const ZH = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]/;

export const CHECKED_ROOTS = ['application', 'server', 'adapters', 'web/src'] as const;

/**
 * Files that may hold Chinese literals, and why:
 * - tests and test support (the in-memory fakes and fixtures of application/<context>/testing/, the test
 *   databases of adapters/persistence/testing/, docs/decisions.md decision 9): never shipped to a shopper, and
 *   kept out of the build by tsconfig.build.json; a fake outside a testing/ folder is shipped code and checked;
 *   the web's test support is a test-support/ folder or a `*-test-support.ts(x)` file beside its feature;
 * - web/src/i18n/: the storefront's catalogue of screen texts, keyed, in zh-TW and en;
 * - server/sandbox/: the offline simulators of ECPay and the mailbox, which speak for the provider, not for the shop;
 * - adapters/persistence/seed/: demo products (data, not messages);
 * - adapters/ecpay/ecpay-vectors.ts: ECPay's published signature test vectors, byte for byte.
 */
export function isExempt(file: string): boolean {
  const rel = file.replace(/\\/g, '/');
  return /\.test\.tsx?$/.test(rel)
    || /(^|\/)(test-support|testing|__fixtures__)\//.test(rel)
    || /-test-support\.tsx?$/.test(rel)
    || rel.startsWith('web/src/i18n/')
    || rel.startsWith('server/sandbox/')
    || rel.startsWith('adapters/persistence/seed/')
    || rel === 'adapters/ecpay/ecpay-vectors.ts';
}

export interface Violation {
  file: string;
  line: number;
  text: string;
}

/** The Chinese literals of one source text. */
export function zhLiterals(file: string, source: string): Violation[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: Violation[] = [];
  const report = (node: ts.Node, text: string) => {
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
      if (ZH.test(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => ZH.test(part))) report(node, parts.join('${…}'));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sources(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(root, rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every Chinese literal outside the catalogue in the checked folders of the repository at `root`. */
export function zhLiteralsOutsideCatalogue(root: string): Violation[] {
  return CHECKED_ROOTS.flatMap((dir) => sources(root, dir))
    .filter((file) => !isExempt(file))
    .flatMap((file) => zhLiterals(file, readFileSync(path.join(root, file), 'utf8')));
}
