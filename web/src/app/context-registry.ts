import { createAction, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { PageAnswers } from '../../../application/contracts/pages';
import { injectableReducer, type LazyState, type RootState } from './root-reducer';

/** The storefront's contexts beside the shell (issue 29): each is one lazily loaded chunk of screens, state and texts. */
export type ContextName = 'product' | 'marketplace' | 'checkout' | 'accounts' | 'console';

/** What a context brings when it loads: its slices by state key and one saga started once per store. */
export interface AppContext {
  readonly name: ContextName;
  readonly reducers: { readonly [K in keyof LazyState]?: Reducer<LazyState[K]> };
  readonly saga: () => SagaIterator<void>;
  /** The state of its page the server painted, from the answers the page was read with (app/page-state.ts). */
  readonly pageState?: (answers: PageAnswers, url: URL) => Partial<RootState>;
}

/** Dispatched by each store once a context is in: the new slices take their initial state on it. */
export const contextInjected = createAction<ContextName>('contexts/injected');

/** The root reducer seen as what a context needs of it: a slice in by its key (LazyState types each key's state). */
interface SliceInjector {
  inject(slice: { reducerPath: keyof LazyState; reducer: Reducer }): unknown;
}
const root: SliceInjector = injectableReducer;

const injected = new Map<ContextName, AppContext>();
const listeners = new Set<(context: AppContext) => void>();

/** Puts a context's slices into the root reducer (once) and tells every running store to start its saga. */
export function injectContext(context: AppContext): void {
  if (injected.has(context.name)) return;
  for (const reducerPath of Object.keys(context.reducers) as Array<keyof LazyState>) {
    const reducer = context.reducers[reducerPath];
    if (reducer) root.inject({ reducerPath, reducer });
  }
  injected.set(context.name, context);
  for (const listener of [...listeners]) listener(context);
}

export const injectedContexts = (): AppContext[] => [...injected.values()];

export const isInjected = (name: ContextName): boolean => injected.has(name);

/** A store's root saga listens here (root-saga.ts); the returned function stops listening. */
export function onContextInjected(listener: (context: AppContext) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
