import { configure } from '@testing-library/react';
import { injectAllContexts } from './all-contexts';

// The screens are lazy-loaded chunks and the sagas answer through msw: on a loaded 2-core machine (CI runs the
// browser journeys and two databases beside these tests) the first render can take over Testing Library's
// default 1 s. A findBy* that waits longer only costs time when something is really missing.
configure({ asyncUtilTimeout: 5000 });

// The storefront injects a context's slices and sagas when its route first loads (app/contexts.ts); a test's
// store has them all from the start.
injectAllContexts();
