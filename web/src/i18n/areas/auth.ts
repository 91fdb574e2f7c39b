import type { AttentionReason } from '../../domain';
import { fromDomain, list, phrase, text } from '../entry';
import { authSession } from './auth-session';
import { common } from './common';
import { consoleWords } from './console-words';

/**
 * The accounts screens (login, register, forgot password, staff), over the session's own messages and the
 * signed-in shell items (auth-session.ts, in the entry chunk with the shell). Validation text comes from
 * domain/validation/messages.ts (MESSAGES), never from here.
 */
export const auth = {
  ...authSession,

  login: {
    title: text('會員登入', 'Member login'),
    subtitle: text('登入以查看訂單紀錄與會員資料', 'Log in to see your orders and your profile'),
    email: common.email,
    emailPlaceholder: text('you@example.com', 'you@example.com'),
    password: common.password,
    showPassword: text('顯示密碼', 'Show the password'),
    hidePassword: text('隱藏密碼', 'Hide the password'),
    remember: text('保持登入', 'Keep me logged in'),
    submit: common.login,
    forgot: text('忘記密碼？', 'Forgot your password?'),
    noAccount: text('還沒有帳號？', 'No account yet?'),
    register: text('立即註冊', 'Register now'),
    backHome: common.backHome,
    dismiss: common.close,
    mergeBanner: phrase(
      (count: number) => `您的購物車中有 ${count} 件商品，登入後將自動合併到您的帳戶。`,
      (count: number) => `Your cart has ${count} items; they join your account's cart when you log in.`,
    ),
  },

  register: {
    title: text('註冊會員', 'Become a member'),
    steps: list(['基本資料', '設定密碼'], ['Your details', 'Choose a password']),
    stepOf: phrase((step: number, name: string) => `步驟 ${step} / 2：${name}`, (step: number, name: string) => `Step ${step} of 2: ${name}`),
    name: common.name,
    namePlaceholder: fromDomain('ECPAY_DEMO_SENDER_NAME'),
    email: common.email,
    phone: common.mobilePhone,
    phonePlaceholder: common.phonePlaceholder,
    next: text('下一步', 'Next'),
    back: text('上一步', 'Back'),
    password: common.password,
    confirm: text('確認密碼', 'Confirm the password'),
    submit: common.register,
    haveAccount: text('已經有帳號了？', 'Already have an account?'),
    login: common.login,
  },

  forgot: {
    title: text('忘記密碼', 'Forgot password'),
    steps: list(['輸入電子郵件', '輸入驗證碼', '設定新密碼'], ['Enter your email', 'Enter the code', 'Set a new password']),
    stepOf: phrase((step: number, name: string) => `${step} / 3：${name}`, (step: number, name: string) => `${step} of 3: ${name}`),
    requestIntro: text('請輸入您註冊時使用的電子郵件，我們會寄送 6 位數驗證碼給您。', 'Enter the email you registered with and we will send you a 6-digit code.'),
    email: common.email,
    send: text('寄送驗證碼', 'Send the code'),
    // Spec 1 §8 successes
    codeSent: text('驗證碼已寄送至您的電子郵件', 'The code was sent to your email'),
    verified: fromDomain('RESET_CODE_VERIFIED'),
    resetDone: text('密碼重設成功', 'Password reset successful'),
    redirecting: text('3 秒後將自動前往登入頁面…', 'Going to the login page in 3 seconds…'),
    code: text('驗證碼', 'Verification code'),
    codePlaceholder: text('6 位數驗證碼', '6-digit code'),
    verify: text('驗證', 'Verify'),
    newPassword: common.newPassword,
    confirmPassword: common.confirmNewPassword,
    reset: text('重設密碼', 'Reset the password'),
    resend: text('重新寄送驗證碼', 'Send the code again'),
    backToLogin: text('返回登入', 'Back to login'),
    // Spec 1 §8 default failures (the server's message wins when it sends one)
    sendFailed: text('寄送重設驗證碼失敗', 'Sending the reset code failed'),
    verifyFailed: text('驗證碼錯誤', 'Wrong verification code'),
    resetFailed: text('密碼重設失敗', 'Password reset failed'),
    // The demo has no real mail: the outbox is shown by the server (docs/accounts-contract.md 'Mail').
    sandboxHint: text('示範環境不會寄出真正的電子郵件，請到以下頁面查看驗證碼：', 'The demo sends no real mail; find the code on this page:'),
    sandboxPath: text('/sandbox/mail', '/sandbox/mail'),
  },

  staff: {
    loginTitle: text('員工登入', 'Staff login'),
    registerTitle: text('員工註冊', 'Staff registration'),
    name: common.name,
    email: common.email,
    password: common.password,
    secretCode: text('員工註冊代碼', 'Staff registration code'),
    login: common.login,
    register: common.register,
    toRegister: text('建立員工帳號', 'Create a staff account'),
    toLogin: text('已有員工帳號？登入', 'Have a staff account? Log in'),
    // Spec 1 §8 'Login failed. Please try again.' / 'Registration failed. Please try again.'
    loginFailed: text('登入失敗，請再試一次。', 'Login failed. Please try again.'),
    registerFailed: text('註冊失敗，請再試一次。', 'Registration failed. Please try again.'),
    consoleTitle: text('管理後台', 'Staff console'),
    greeting: phrase((name: string) => `${name}，您好`, (name: string) => `Hello, ${name}`),
    signOut: common.logout,
    checking: text('驗證員工身分中…', 'Checking your staff account…'),
    // Issue #9: paid attempts that need a person (a double charge to refund, an amount that does not match)
    attention: {
      title: text('需要人工處理的付款', 'Payments that need a person'),
      empty: text('目前沒有需要處理的付款。', 'No payment needs handling right now.'),
      loadFailed: text('無法載入需要處理的付款，請稍後再試。', 'Could not load the payments to handle, please try again later.'),
      reload: common.reload,
      order: common.orderNumber,
      tradeNo: consoleWords.tradeNo,
      providerTradeNo: text('綠界交易編號', 'ECPay trade number'),
      amount: consoleWords.amount,
      reason: consoleWords.reason,
      paidAt: consoleWords.paidAt,
      // Typed over the domain's reasons: a reason without a label fails to compile.
      reasons: {
        duplicate_payment: text('重複付款，請退款', 'Duplicate payment, please refund'),
        amount_mismatch: consoleWords.amountMismatch,
      } satisfies Record<AttentionReason, unknown>,
      amountText: phrase(
        (amount: string, paid: string | null) => (paid === null || paid === amount ? amount : `${amount}（實付 ${paid}）`),
        (amount: string, paid: string | null) => (paid === null || paid === amount ? amount : `${amount} (paid ${paid})`),
      ),
      resolve: text('標記為已處理', 'Mark as handled'),
      resolved: phrase((orderId: string) => `已將訂單 ${orderId} 的付款標記為已處理`, (orderId: string) => `The payment of order ${orderId} is marked as handled`),
      resolveFailed: text('無法標記為已處理，請稍後再試。', 'Could not mark it as handled, please try again later.'),
    },
  },
};
