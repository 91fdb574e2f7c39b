import { H3, NonIdealState } from '@blueprintjs/core';

/**
 * A console table's "nothing matches" state. NonIdealState's own title is an H4, a skip from the card's h2 (axe
 * heading-order): the words are an h3 in its place instead, at the H4's size.
 */
export function EmptyTableState({ text, testId }: { text: string; testId: string }) {
  return <div data-testid={testId}><NonIdealState description={<H3 className="non-ideal-title">{text}</H3>} /></div>;
}
