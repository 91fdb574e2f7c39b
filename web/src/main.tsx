import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/app.css';
import './styles/shared-pieces.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient } from './api/client';
import { App } from './app/App';
import { rootReducer, type RootState } from './app/root-reducer';
import { preloadScreens, routes } from './app/routes';
import { nextTask } from './app/next-task';
import { createIdleAppStore } from './app/store';
import { PAGE_STATE_SCRIPT_ID } from '../../application/contracts/page-state-script';

// Focus rings for keyboard users only, not on every tap.
FocusStyleManager.onlyShowFocusOnTabs();
configureApiClient({ baseUrl: import.meta.env.VITE_API_BASE ?? '' });


/**
 * Issue 29: the state of a page the server painted, from the answers in its non-executed JSON script, decoded
 * with the contract's codec (loaded beside the page's screen chunk, not in the entry chunk). Undefined when the
 * page is the plain shell, or the answers are not this address's or do not decode: the page then renders in the
 * browser alone, as before.
 */
async function servedState(): Promise<Partial<RootState> | undefined> {
  const script = document.getElementById(PAGE_STATE_SCRIPT_ID);
  if (!script?.textContent) return undefined;
  const [{ PageAnswers }, { pageStateOf }] = await Promise.all([
    import('../../application/contracts/pages'), import('./app/page-state'), preloadScreens(window.location.pathname),
  ]);
  const decoded = PageAnswers.decode(JSON.parse(script.textContent));
  if (decoded._tag === 'Left') {
    console.error('The page state does not match the contract: rendering in the browser');
    return undefined;
  }
  const answers = decoded.right;
  if (answers.url !== `${window.location.pathname}${window.location.search}`) return undefined;
  return pageStateOf(answers);
}

async function start(container: HTMLElement) {
  let preloadedState: Partial<RootState> | undefined;
  try {
    preloadedState = await servedState();
  } catch (error) {
    console.error('The page state could not be read: rendering in the browser', error);
  }
  // Decision 47: store creation, the sagas' start and hydration each in a task of its own, not one long task
  // after the page state's chunks arrive (Lighthouse's total blocking time). The sagas start before hydration,
  // so a tap React replays once a part is hydrated (加入購物車) finds the cart's saga listening.
  await nextTask();
  const { store, runSagas } = createIdleAppStore({ preloadedState });
  const router = createBrowserRouter(routes);
  await nextTask();
  runSagas();
  await nextTask();
  if (preloadedState && container.firstChild) {
    // What the server rendered from: hydration renders from it, then from the store (which the sagas may have
    // moved on already: a session or cart restored from localStorage).
    const serverState = rootReducer(preloadedState, { type: 'page/served' });
    // In a transition React hydrates in slices of ~5 ms, yielding to the browser between them, instead of in
    // one task; the markup is already painted, and a tap on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} router={router} serverState={serverState} />
        </StrictMode>,
        {
          // Production React reports a mismatch only here: say "hydration" so the journeys' console check sees it.
          onRecoverableError: (error) => console.error('React hydration error:', error),
        },
      );
    });
    return;
  }
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
void start(root);
