import { useAppHarness } from './app-harness';
import { captureFormSubmissions } from './checkout-server';

/**
 * The set-up every checkout-page test shares: the app harness with console warnings silenced, and the page's
 * form posts (ECPay payment and store map) captured instead of navigating. `resetMore` clears what one suite
 * keeps elsewhere (a cookie).
 */
export function useCheckoutPageHarness(resetMore: () => void = () => {}) {
  const app = useAppHarness({ quietWarnings: true });
  let forms: ReturnType<typeof captureFormSubmissions>;

  beforeEach(() => {
    resetMore();
    forms = captureFormSubmissions();
  });
  afterEach(() => forms.restore());

  return {
    server: app.server,
    /** The forms submitted in the current test. */
    get forms() {
      return forms;
    },
    /** Unmounts this app after the test (or earlier, through cleanup()). */
    track: app.track,
    cleanup: app.unmount,
  };
}
