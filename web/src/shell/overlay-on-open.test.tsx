import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { lazyOverlay, OnceOpened } from './overlay-on-open';

/** A loader the test resolves or rejects by hand, counting its calls. */
function deferredLoader() {
  const calls: Array<{ resolve: (component: () => JSX.Element) => void; reject: (error: Error) => void }> = [];
  const load = () => new Promise<() => JSX.Element>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('overlays loaded on their first opening (issue 29)', () => {
  it('loads nothing while closed, renders once open, and stays mounted after closing (its closing transition plays)', async () => {
    const { load, calls } = deferredLoader();
    const overlay = lazyOverlay(load);
    const view = (open: boolean) => (
      <OnceOpened open={open}>
        <overlay.Component />
      </OnceOpened>
    );
    const { rerender } = render(view(false));
    expect(calls).toHaveLength(0);
    rerender(view(true));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve(() => <p>overlay</p>));
    expect(screen.getByText('overlay')).toBeInTheDocument();
    rerender(view(false));
    expect(screen.getByText('overlay')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('preload shares one download with the render, and a failed preload is tried again', async () => {
    const { load, calls } = deferredLoader();
    const overlay = lazyOverlay(load);
    const first = overlay.preload();
    expect(overlay.preload()).toBe(first);
    calls[0].reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    void overlay.preload().catch(() => undefined);
    expect(calls).toHaveLength(2);
  });

  it('a chunk that does not load leaves the overlay closed and says why, instead of throwing to the route', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { load, calls } = deferredLoader();
    const overlay = lazyOverlay(load);
    render(
      <div data-testid="page">
        <OnceOpened open>
          <overlay.Component />
        </OnceOpened>
      </div>,
    );
    await act(async () => calls[0].reject(new Error('offline')));
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    expect(errors).toHaveBeenCalledWith("An overlay's chunk did not load", expect.any(Error));
    errors.mockRestore();
  });
});
