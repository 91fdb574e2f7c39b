import type { RootState } from '../../app/root-reducer';

export const selectSession = (state: RootState) => state.session;
export const selectCustomer = (state: RootState) => state.session.customer;
export const selectIsAuthenticated = (state: RootState) => state.session.status === 'authenticated';
export const selectSessionStatus = (state: RootState) => state.session.status;
export const selectCustomerToken = (state: RootState) => state.session.token;
export const selectSessionError = (state: RootState) => state.session.error;
export const selectSessionBusy = (state: RootState) => state.session.busy;
export const selectIsOffline = (state: RootState) => state.session.offline;
export const selectConnectionLost = (state: RootState) => state.session.connectionLost;
