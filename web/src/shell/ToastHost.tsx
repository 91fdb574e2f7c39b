import { Classes, Toast } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { messages } from '../i18n/messages';
import { TOAST_TIMEOUT_MS, uiActions } from './ui-slice';

/**
 * Renders ui.toasts with Blueprint's Toast, bottom centre (spec 2 §9), each for its place's time (spec 1 §8). Toasts live in the store so sagas
 * can raise them; a hand-made container replaces OverlayToaster, whose imperative API sits outside Redux.
 * Blueprint's own close button is labelled "Close" in every language: the toast's close is its action instead,
 * labelled 關閉 (issue 28); pressing it dismisses the toast as the close button did.
 */
const CLOSE_ACTION = { icon: <CrossIcon />, 'aria-label': messages.common.close, title: messages.common.close };

export function ToastHost() {
  const toasts = useAppSelector((state) => state.ui.toasts);
  const dispatch = useAppDispatch();
  if (toasts.length === 0) return null;
  return (
    <div className={`${Classes.TOAST_CONTAINER} ${Classes.TOAST_CONTAINER}-in-portal ${Classes.TOAST_CONTAINER}-bottom`}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          message={toast.message}
          intent={toast.intent}
          timeout={TOAST_TIMEOUT_MS[toast.place]}
          isCloseButtonShown={false}
          action={CLOSE_ACTION}
          onDismiss={() => dispatch(uiActions.toastDismissed(toast.id))}
        />
      ))}
    </div>
  );
}
