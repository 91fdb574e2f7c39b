import type { StaffUser } from './staff-slice';

/** Spec 1 §3: the staff session's keys. */
export const STAFF_KEYS = { token: 'authToken', authenticated: 'appAuthenticated', userId: 'userId', userName: 'userName' } as const;

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(STAFF_KEYS.token) || null;
  } catch {
    return null;
  }
}

export function writeStaffSession(token: string, user: StaffUser): void {
  try {
    localStorage.setItem(STAFF_KEYS.token, token);
    localStorage.setItem(STAFF_KEYS.authenticated, 'true');
    localStorage.setItem(STAFF_KEYS.userId, String(user.id));
    localStorage.setItem(STAFF_KEYS.userName, user.name);
  } catch (error) {
    console.warn('Could not store the staff session', error);
  }
}

export function clearStaffSession(): void {
  try {
    Object.values(STAFF_KEYS).forEach((key) => localStorage.removeItem(key));
  } catch (error) {
    console.warn('Could not clear the staff session', error);
  }
}
