import type { HttpHandler } from 'msw';
import { fakeAdminConsoleServer } from './admin-console-server';
import { fakeAuthServer, STAFF_TOKEN, STAFF_USER } from './auth-server';
import { fakeCartServer } from './cart-server';
import { fakeShopeeStaffServer } from './marketplace-server';
import { fakeOrderEventsServer } from './order-events-server';
import { fakeStaffPaymentsServer } from './staff-payments-server';
import { fakeProviderRejectionsServer, fakeStaffShipmentsServer } from './staff-shipments-server';

/** Staff signed in on this device, as the staff login leaves localStorage. */
export function seedStaffSession(token = STAFF_TOKEN) {
  localStorage.setItem('authToken', token);
  localStorage.setItem('appAuthenticated', 'true');
  localStorage.setItem('userId', String(STAFF_USER.id));
  localStorage.setItem('userName', STAFF_USER.name);
}

type Fake = { handlers: HttpHandler[] };

/** The fakes a staff-console test may configure itself; each one left out answers as its default. */
export interface StaffFakes {
  auth?: Fake;
  payments?: Fake;
  shipments?: Fake;
  rejections?: Fake;
  shopee?: Fake;
  admin?: Fake;
  /** The failed order follow-ups (issue 30). */
  orderEvents?: Fake;
}

/**
 * Every endpoint the staff console's screens call (with the cart and auth the shell calls): the given fakes,
 * the rest as empty defaults that let the staff token in.
 */
export function staffBackend(fakes: StaffFakes = {}): HttpHandler[] {
  return [
    ...(fakes.auth ?? fakeAuthServer()).handlers,
    ...fakeCartServer().handlers,
    ...(fakes.payments ?? fakeStaffPaymentsServer()).handlers,
    ...(fakes.shipments ?? fakeStaffShipmentsServer()).handlers,
    ...(fakes.rejections ?? fakeProviderRejectionsServer()).handlers,
    ...(fakes.shopee ?? fakeShopeeStaffServer({ token: STAFF_TOKEN })).handlers,
    ...(fakes.admin ?? fakeAdminConsoleServer({ token: STAFF_TOKEN })).handlers,
    ...(fakes.orderEvents ?? fakeOrderEventsServer()).handlers,
  ];
}
