import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../app/store';
import { ToastHost } from './ToastHost';
import { uiActions } from './ui-slice';

/** Spec 1 §8 (issue 28): 6 s on product pages, 4 s in profile, 3 s in the notification stack of at most 3. */
describe('toast durations', () => {
  let stop: () => void = () => {};
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  function start() {
    const { store, sagaTask } = createAppStore();
    stop = () => sagaTask.cancel();
    render(<Provider store={store}><ToastHost /></Provider>);
    return store;
  }

  it('the stack hides after 3 s, the profile after 4 s, a product page after 6 s', () => {
    const store = start();
    act(() => {
      store.dispatch(uiActions.toastShown('通知', 'success'));
      store.dispatch(uiActions.toastShown('個人資料', 'success', 'profile'));
      store.dispatch(uiActions.toastShown('商品頁', 'success', 'product'));
    });
    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.getByText('通知')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2));
    expect(screen.queryByText('通知')).not.toBeInTheDocument();
    expect(screen.getByText('個人資料')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByText('個人資料')).not.toBeInTheDocument();
    expect(screen.getByText('商品頁')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_998));
    expect(screen.getByText('商品頁')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2));
    expect(screen.queryByText('商品頁')).not.toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('the stack holds at most 3: the oldest goes first', () => {
    const store = start();
    act(() => {
      for (const text of ['一', '二', '三', '四']) store.dispatch(uiActions.toastShown(text));
    });
    expect(screen.queryByText('一')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });
});
