import type { MessageTexts } from './texts';

/** Accounts: the forms of spec 1 section 5, the server's answers and the password reset. */
export const ACCOUNT_MESSAGES = {
  // --- Accounts (spec 1, section 5) ---
  /** 'please enter a valid email address' / 'Please enter a valid email address' */
  EMAIL_INVALID: { 'zh-TW': '請輸入有效的電子郵件地址', en: 'Please enter a valid email address' },
  /** 'Email address is required' */
  EMAIL_REQUIRED: { 'zh-TW': '請輸入電子郵件地址', en: 'Email address is required' },
  /** ours: a required password left blank */
  PASSWORD_REQUIRED: { 'zh-TW': '請輸入密碼', en: 'Please enter your password' },
  /** 'password must be at least 6 characters' / 'Password must be at least 6 characters long' */
  PASSWORD_TOO_SHORT: { 'zh-TW': '密碼至少需要 6 個字元', en: 'Password must be at least 6 characters long' },
  /** 'Please confirm your password' */
  CONFIRM_PASSWORD_REQUIRED: { 'zh-TW': '請再次輸入密碼以確認', en: 'Please confirm your password' },
  /** 'Passwords do not match' (register) / 'the two passwords differ' (forgot password) */
  PASSWORDS_DIFFER: { 'zh-TW': '兩次輸入的密碼不一致', en: 'Passwords do not match' },
  /** 'new password inconsistent' (change password) */
  NEW_PASSWORDS_DIFFER: { 'zh-TW': '新密碼與確認密碼不一致', en: 'The new passwords do not match' },
  /** ours: change password without the current one */
  CURRENT_PASSWORD_REQUIRED: { 'zh-TW': '請輸入目前的密碼', en: 'Please enter your current password' },
  /** 'name cannot be empty' */
  NAME_REQUIRED: { 'zh-TW': '姓名不可為空白', en: 'Name cannot be empty' },
  /** ours, from the rule 'at least 2 characters' */
  NAME_TOO_SHORT: { 'zh-TW': '姓名至少需要 2 個字', en: 'Name must be at least 2 characters' },
  /** ours (issue 28): the one cap of a name */
  NAME_TOO_LONG: { 'zh-TW': '姓名最多 {max} 個字', en: 'Name has at most {max} characters' },
  /** 'please enter a valid name' */
  NAME_INVALID: { 'zh-TW': '請輸入有效的姓名', en: 'Please enter a valid name' },
  /** 'enter full name, family and given' */
  NAME_FULL_NAME_REQUIRED: { 'zh-TW': '請輸入完整姓名（包含姓氏與名字）', en: 'Enter your full name, family and given' },
  /** 'please enter phone number' (link order; also any required phone left blank) */
  PHONE_REQUIRED: { 'zh-TW': '請輸入電話號碼', en: 'Please enter your phone number' },
  /** 'enter a valid Taiwan phone number format' */
  PHONE_TW_INVALID: { 'zh-TW': '請輸入有效的台灣電話號碼格式', en: 'Enter a valid Taiwan phone number format' },
  /** 'please enter a valid verification code' */
  RESET_CODE_INVALID: { 'zh-TW': '請輸入有效的驗證碼', en: 'Please enter a valid verification code' },
  /** ours: staff registration needs a secretCode (spec 1, section 5) */
  SECRET_CODE_REQUIRED: { 'zh-TW': '請輸入員工註冊代碼', en: 'Please enter the staff registration code' },
  /** 'please enter order number' */
  ORDER_NUMBER_REQUIRED: { 'zh-TW': '請輸入訂單編號', en: 'Please enter the order number' },
  /** ours: the link-order source must be outlet, shopee or shopify */
  ORDER_SOURCE_INVALID: { 'zh-TW': '請選擇訂單來源', en: 'Please choose the order source' },
  /** ours: the search box needs 2 characters (spec 1, section 9) */
  SEARCH_TOO_SHORT: { 'zh-TW': '請輸入至少 2 個字元再搜尋', en: 'Enter at least 2 characters to search' },
  /** 'Please enter a valid phone number' (marketplace phone prompt) */
  PHONE_PROMPT_INVALID: { 'zh-TW': '請輸入有效的電話號碼', en: 'Please enter a valid phone number' },
  /** login response lacking token or user: 'invalid format' */
  AUTH_RESPONSE_INVALID: { 'zh-TW': '伺服器回應格式錯誤，請稍後再試', en: 'Invalid server response format, please try again later' },
  /** 'please select product spec' (marketplace detail) */
  SPEC_REQUIRED: { 'zh-TW': '請選擇商品規格', en: 'Please select a product spec' },

  // --- Accounts: server answers (docs/accounts-contract.md; all ours) ---
  /** login refused: never says whether the email or the password was wrong */
  INVALID_CREDENTIALS: { 'zh-TW': '電子郵件或密碼錯誤', en: 'Incorrect email or password' },
  /** register / profile: the address belongs to another account */
  EMAIL_TAKEN: { 'zh-TW': '此電子郵件已被註冊', en: 'This email address is already registered' },
  /** register / profile: the phone number belongs to another account */
  PHONE_TAKEN: { 'zh-TW': '此電話號碼已被註冊', en: 'This phone number is already registered' },
  /** too many login (or reset) attempts from one address or one client */
  TOO_MANY_ATTEMPTS: { 'zh-TW': '嘗試次數過多，請稍後再試', en: 'Too many attempts, please try again later' },
  /** change password: the current password is wrong */
  WRONG_PASSWORD: { 'zh-TW': '目前的密碼不正確', en: 'The current password is incorrect' },
  /** staff registration with a wrong secret code */
  SECRET_CODE_INVALID: { 'zh-TW': '員工註冊代碼不正確', en: 'The staff registration code is incorrect' },
  /** a token that is expired, revoked or replaced (refresh failed) */
  SESSION_EXPIRED: { 'zh-TW': '登入已逾時，請重新登入', en: 'Your session has expired, please log in again' },
  /** a route that needs a login, called without a valid token */
  UNAUTHORIZED: { 'zh-TW': '請先登入', en: 'Please log in first' },
  /** profile saved */
  PROFILE_UPDATED: { 'zh-TW': '個人資料已更新', en: 'Profile updated successfully' },
  /** password changed */
  PASSWORD_CHANGED: { 'zh-TW': '密碼已變更', en: 'Password changed' },
  /** 503: every password check is busy and the waiting line is full (application/accounts/bounded-password-hasher.ts) */
  SERVER_BUSY: { 'zh-TW': '目前使用人數眾多，請稍後再試', en: 'We are serving many shoppers right now, please try again later' },
  /** the mail to the old address when the account's e-mail was changed */
  EMAIL_CHANGED_SUBJECT: { 'zh-TW': '您的會員電子郵件已變更', en: 'Your account email address has been changed' },

  // --- Password reset (docs/accounts-contract.md; spec 1, sections 4 "Reset wizard" and 8) ---
  /** 'code sent to email', worded so that it does not say whether the address has an account (ours) */
  PASSWORD_RESET_REQUESTED: { 'zh-TW': '若此電子郵件已註冊會員，驗證碼已寄出，請於 15 分鐘內至信箱查看並輸入。', en: 'If this email address belongs to a member, a code has been sent. Please check your inbox and enter it within 15 minutes.' },
  /** 'verification successful, set a new password' */
  RESET_CODE_VERIFIED: { 'zh-TW': '驗證成功，請設定新密碼', en: 'Verification successful, set a new password' },
  /** 'password reset successful' */
  PASSWORD_RESET_DONE: { 'zh-TW': '密碼重設成功，請使用新密碼登入', en: 'Password reset successful, please log in with your new password' },
  /** ours: the message of 400 RESET_CODE_INVALID (wrong, expired, used or too many attempts: one answer) */
  RESET_CODE_REJECTED: { 'zh-TW': '驗證碼錯誤或已失效，請重新取得驗證碼', en: 'The verification code is wrong or no longer valid, please request a new one' },
} as const satisfies Record<string, MessageTexts>;
