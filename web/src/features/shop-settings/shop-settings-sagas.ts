import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { platformEndpoints } from '../../../../application/contracts/platform';
import { callApi } from '../../api/call-api';
import type { RootState } from '../../app/root-reducer';
import { messages } from '../../i18n/messages';
import { shopSettingsActions, type ShopSettings, type ShopSettingsState } from './shop-settings-slice';

function* loadOnce(): SagaIterator<void> {
  const { status }: ShopSettingsState = yield select((state: RootState) => state.shopSettings);
  if (status === 'loading' || status === 'succeeded') return;
  yield put(shopSettingsActions.loadStarted());
  try {
    const settings: ShopSettings = yield call(() => callApi(platformEndpoints.shopSettings, { defaultMessage: messages.api.noData }));
    yield put(shopSettingsActions.loaded(settings));
  } catch {
    // Nothing configurable shows; the next screen that wants the settings asks again.
    yield put(shopSettingsActions.loadFailed());
  }
}

export function* shopSettingsSaga(): SagaIterator<void> {
  yield takeLeading(shopSettingsActions.wanted, loadOnce);
}
