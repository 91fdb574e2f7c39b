import { initialUiState, uiActions, uiReducer } from './ui-slice';

describe('ui slice', () => {
  it('opens and closes the drawer and the full-screen spinner', () => {
    let state = uiReducer(initialUiState, uiActions.drawerOpened());
    expect(state.drawerOpen).toBe(true);
    state = uiReducer(state, uiActions.drawerClosed());
    expect(state.drawerOpen).toBe(false);
    expect(uiReducer(state, uiActions.fullScreenSpinnerSet(true)).fullScreenSpinner).toBe(true);
  });

  it('queues toasts with ids, dismisses by id and keeps at most three', () => {
    let state = initialUiState;
    for (const text of ['a', 'b', 'c', 'd']) state = uiReducer(state, uiActions.toastShown(text, 'success'));
    expect(state.toasts.map((toast) => toast.message)).toEqual(['b', 'c', 'd']);
    expect(new Set(state.toasts.map((toast) => toast.id)).size).toBe(3);
    state = uiReducer(state, uiActions.toastDismissed(state.toasts[1].id));
    expect(state.toasts.map((toast) => toast.message)).toEqual(['b', 'd']);
  });
});
