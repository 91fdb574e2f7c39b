import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outletListReturns } from '../../test-support/api-server';
import { useAppHarness } from '../../test-support/app-harness';
import { sampleCatalogue } from '../../test-support/outlet-fixtures';
import { renderApp } from '../../test-support/render-app';
import { messages } from '../i18n/messages';
import { ShopDialog } from './ShopDialog';
import { uiActions } from './ui-slice';

const { server, track } = useAppHarness();
beforeEach(() => server.use(outletListReturns(sampleCatalogue())));

const CLOSE = messages.common.close;

describe("issue 28: the close buttons speak the shop's language (關閉, not Blueprint's 'Close')", () => {
  it('the drawer', async () => {
    const app = renderApp();
    track(app);
    await app.user.click(await screen.findByTestId('menu-button'));
    const close = await screen.findByRole('button', { name: CLOSE });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await app.user.click(close);
    expect(app.store.getState().ui.drawerOpen).toBe(false);
  });

  it('a toast: its close is labelled 關閉 and dismisses it', async () => {
    const app = renderApp();
    track(app);
    await screen.findByTestId('outlet-grid');
    act(() => {
      app.store.dispatch(uiActions.toastShown('商品已成功加入購物車！', 'success'));
    });
    expect(await screen.findByText('商品已成功加入購物車！')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: CLOSE }));
    expect(app.store.getState().ui.toasts).toHaveLength(0);
  });

  it('a dialog keeps its title (its accessible name) and closes from 關閉', async () => {
    const onClose = jest.fn();
    render(
      <ShopDialog isOpen title="預約商品" onClose={onClose}>
        <p>內容</p>
      </ShopDialog>,
    );
    // The dialog's chunk loads as it first opens (issue 29).
    expect(await screen.findByRole('dialog', { name: '預約商品' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CLOSE }));
    expect(onClose).toHaveBeenCalled();
  });
});
