import { configure } from '@testing-library/react';
import { injectAllContexts } from './all-contexts';
import { recordIconErrors, takeIconErrors } from './icon-errors';

// The screens are lazy-loaded chunks and the sagas answer through msw: on a loaded 2-core machine (CI runs the
// browser journeys and two databases beside these tests) the first render can take over Testing Library's
// default 1 s. A findBy* that waits longer only costs time when something is really missing.
configure({ asyncUtilTimeout: 5000 });

// The storefront injects a context's slices and sagas when its route first loads (app/contexts.ts); a test's
// store has them all from the start.
injectAllContexts();

// Blueprint's icon loader is the shop's (web/src/shell/icon-loader.ts, mapped in jest.config.js as in the build):
// only the icons drawn by name. A test whose screens ask Blueprint for an icon it cannot draw fails, whatever it
// asserts (issue 29: a missing icon must not be silent).
recordIconErrors();
beforeEach(() => {
  takeIconErrors();
});
afterEach(() => {
  const errors = takeIconErrors();
  if (errors.length > 0) throw new Error(`Blueprint could not draw an icon:\n${errors.join('\n')}`);
});
