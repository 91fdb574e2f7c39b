import { H2, NonIdealState, type H1, type H3, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface HeadedNonIdealStateProps extends Omit<NonIdealStateProps, 'title' | 'description'> {
  title: ReactNode;
  description?: ReactNode;
  /** The level the page's outline needs there: an h2 under a page's h1 (the default), an h1 where the state is the page. */
  heading?: typeof H1 | typeof H2 | typeof H3;
}

/**
 * NonIdealState with its title as a heading of the page's level. Blueprint's own title is a fixed H4, a skip under a
 * page's h1 (axe heading-order); this one stands where that one did, first in the state's text, at its size
 * (.non-ideal-title), with the description after it.
 */
export function HeadedNonIdealState({ title, description, heading: Heading = H2, ...props }: HeadedNonIdealStateProps) {
  const heading = <Heading className="non-ideal-title">{title}</Heading>;
  return <NonIdealState {...props} description={description === undefined ? heading : <>{heading}<div>{description}</div></>} />;
}
