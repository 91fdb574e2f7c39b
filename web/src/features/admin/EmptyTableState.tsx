import { H3 } from '@blueprintjs/core';
import { HeadedNonIdealState } from '../../shell/HeadedNonIdealState';

/** A console table's "nothing matches" state: its words an h3 under the card's h2 (axe heading-order). */
export function EmptyTableState({ text, testId }: { text: string; testId: string }) {
  return <div data-testid={testId}><HeadedNonIdealState title={text} heading={H3} /></div>;
}
