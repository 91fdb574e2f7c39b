import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { outletSaga, type OutletSagaOptions } from '../features/outlet/outlet-sagas';

export interface RootSagaOptions {
  outlet?: OutletSagaOptions;
}

export function* rootSaga(options: RootSagaOptions = {}): SagaIterator<void> {
  yield all([call(outletSaga, options.outlet)]);
}
