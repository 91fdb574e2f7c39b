import axe from 'axe-core';

/**
 * axe-core's violations of `rules` inside `node`, as 'rule: targets' lines (empty: none). jsdom has no layout,
 * so only the rules of roles, names and structure mean anything here (aria-*, list, listitem); colours and
 * sizes are the browser journeys' (test/e2e/layout.e2e.test.ts).
 */
export async function axeViolations(node: Element, rules: readonly string[]): Promise<string[]> {
  const result = await axe.run(node, { runOnly: { type: 'rule', values: [...rules] }, resultTypes: ['violations'] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((found) => found.target.join(' ')).join(', ')}`);
}
