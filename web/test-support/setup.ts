import { configure } from '@testing-library/react';

// The screens are lazy-loaded chunks and the sagas answer through msw: on a loaded 2-core machine (CI runs the
// browser journeys and two databases beside these tests) the first render can take over Testing Library's
// default 1 s. A findBy* that waits longer only costs time when something is really missing.
configure({ asyncUtilTimeout: 5000 });
