import { combineReducers } from '@reduxjs/toolkit';
import { outletReducer } from '../features/outlet/outlet-slice';
import { uiReducer } from '../shell/ui-slice';

// One slice per feature (design.md section 4); session, cart, checkout... join here as they are built.
export const rootReducer = combineReducers({
  outlet: outletReducer,
  ui: uiReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
