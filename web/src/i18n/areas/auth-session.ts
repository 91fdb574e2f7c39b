import { text } from '../entry';
import { common } from './common';

/**
 * The session's own messages and the signed-in shell items: the part of the accounts' texts (auth.ts) the shell
 * says on every page, so it is in the entry chunk; the accounts screens' texts load with their context.
 */
export const authSession = {
  // Spec 1 §2: protected routes while the session is being checked (kept verbatim, like the 404 page).
  authenticating: text('Authenticating...', 'Authenticating...'),

  // Spec 1 §8 customer messages (meanings only in the spec; the wording is ours).
  loginFailed: text('登入失敗，請檢查您的電子郵件與密碼', 'Login failed, please check your email and password'),
  registerFailed: text('註冊失敗，請稍後再試', 'Registration failed, please try again later'),
  cannotConnect: text('無法連線到伺服器，請檢查您的網路連線', 'Cannot reach the server, please check your network connection'),
  sessionExpired: text('登入狀態已過期，請重新登入', 'Your login has expired, please log in again'),
  cannotVerify: text('無法驗證登入狀態，請檢查您的網路連線', 'Cannot check your login, please check your network connection'),
  connectionLost: text('網路連線已中斷', 'The network connection was lost'),
  offlineCannotVerify: text('目前處於離線狀態，無法驗證登入狀態', 'You are offline, so your login cannot be checked'),

  shell: {
    logout: common.logout,
    accountMenu: text('會員選單', 'Member menu'),
    loggedOut: text('您已登出', 'You are logged out'),
  },
};
