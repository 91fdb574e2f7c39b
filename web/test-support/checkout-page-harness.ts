import { outletListReturns, useApiServer } from './api-server';
import { captureFormSubmissions } from './checkout-server';

/**
 * The set-up every checkout-page test shares: clean storage, an empty outlet list, the page's form posts
 * (ECPay payment and store map) captured instead of navigating, console warnings silenced, and the last
 * rendered app unmounted after each test. `resetMore` clears what one suite keeps elsewhere (a cookie).
 */
export function useCheckoutPageHarness(resetMore: () => void = () => {}) {
  const server = useApiServer();
  let cleanup: () => void = () => {};
  let forms: ReturnType<typeof captureFormSubmissions>;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetMore();
    server.use(outletListReturns([]));
    forms = captureFormSubmissions();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    forms.restore();
    jest.restoreAllMocks();
  });

  return {
    server,
    /** The forms submitted in the current test. */
    get forms() {
      return forms;
    },
    /** Unmounts this app after the test (or earlier, through cleanup()). */
    track(app: { cleanup: () => void }) {
      cleanup = app.cleanup;
    },
    cleanup: () => cleanup(),
  };
}
