import type { MessageTexts } from './texts';

/** The account mails a shopper receives (the server's alone: domain/messages/mail-catalogue.ts). */
export const MAIL_MESSAGES = {
  // --- Mail (application/accounts; the texts of the mails a shopper receives; ours) ---
  MAIL_GREETING: { 'zh-TW': '{name} 您好：', en: 'Dear {name},' },
  MAIL_SIGNATURE: { 'zh-TW': '{shop} 敬上', en: 'The {shop} team' },
  MAIL_AUTOMATIC: { 'zh-TW': '（此為系統自動發送的信件，請勿直接回覆。）', en: '(This mail was sent automatically, please do not reply to it.)' },
  MAIL_SUBJECT: { 'zh-TW': '【{shop}】{subject}', en: '[{shop}] {subject}' },
  PASSWORD_RESET_SUBJECT: { 'zh-TW': '密碼重設驗證碼', en: 'Your password reset code' },
  PASSWORD_RESET_INTRO: { 'zh-TW': '我們收到了重設您在{shop}會員帳號密碼的申請。您的驗證碼是：', en: 'We received a request to reset the password of your {shop} account. Your verification code is:' },
  PASSWORD_RESET_VALIDITY: { 'zh-TW': '驗證碼在 {minutes} 分鐘內有效（至台灣時間 {until} 止），僅能使用一次，輸入錯誤 {attempts} 次即失效。', en: 'The code is valid for {minutes} minutes (until {until} Taiwan time), can be used once, and expires after {attempts} wrong entries.' },
  /** the same sentence in the HTML mail, the duration in bold; {minutes} and {until} are HTML-escaped by the caller */
  PASSWORD_RESET_VALIDITY_HTML: { 'zh-TW': '驗證碼在 <strong>{minutes} 分鐘</strong>內有效（至台灣時間 {until} 止），僅能使用一次，輸入錯誤 {attempts} 次即失效。', en: 'The code is valid for <strong>{minutes} minutes</strong> (until {until} Taiwan time), can be used once, and expires after {attempts} wrong entries.' },
  PASSWORD_RESET_KEEP_SECRET: { 'zh-TW': '請勿將驗證碼提供給任何人，我們的客服人員不會向您索取驗證碼。', en: 'Do not give the code to anyone; our staff will never ask you for it.' },
  PASSWORD_RESET_NOT_ASKED: { 'zh-TW': '如果您沒有申請重設密碼，請忽略這封信，您的密碼不會有任何變更。', en: 'If you did not ask to reset your password, ignore this mail; your password stays unchanged.' },
  EMAIL_CHANGED_BODY: { 'zh-TW': '您在{shop}的會員電子郵件已於台灣時間 {at} 變更為 {email}。', en: 'The email address of your {shop} account was changed to {email} at {at} Taiwan time.' },
  EMAIL_CHANGED_NOT_YOU: { 'zh-TW': '如果這不是您本人的操作，請立即聯絡客服，並使用「忘記密碼」重設密碼。', en: 'If this was not you, contact us at once and reset your password with "Forgot password".' },
} as const satisfies Record<string, MessageTexts>;
