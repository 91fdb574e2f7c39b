/**
 * Screen text of the accounts screens (login, register, forgot password, staff), the session's own
 * messages and the signed-in shell items, in Traditional Chinese. Validation text comes from
 * domain/validation/messages.ts (MESSAGES), never from here.
 */
export const authMessages = {
  // Spec 1 §2: protected routes while the session is being checked (kept verbatim, like the 404 page).
  authenticating: 'Authenticating...',

  // Spec 1 §8 customer messages (meanings only in the spec; the wording is ours).
  loginFailed: '登入失敗，請檢查您的電子郵件與密碼',
  registerFailed: '註冊失敗，請稍後再試',
  cannotConnect: '無法連線到伺服器，請檢查您的網路連線',
  sessionExpired: '登入狀態已過期，請重新登入',
  cannotVerify: '無法驗證登入狀態，請檢查您的網路連線',
  connectionLost: '網路連線已中斷',
  offlineCannotVerify: '目前處於離線狀態，無法驗證登入狀態',

  login: {
    title: '會員登入',
    subtitle: '登入以查看訂單紀錄與會員資料',
    email: '電子郵件',
    emailPlaceholder: 'you@example.com',
    password: '密碼',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    remember: '保持登入',
    submit: '登入',
    forgot: '忘記密碼？',
    noAccount: '還沒有帳號？',
    register: '立即註冊',
    backHome: '返回首頁',
    dismiss: '關閉',
    mergeBanner: (count: number) => `您的購物車中有 ${count} 件商品，登入後將自動合併到您的帳戶。`,
  },

  register: {
    title: '註冊會員',
    steps: ['基本資料', '設定密碼'] as const,
    stepOf: (step: number) => `步驟 ${step} / 2`,
    name: '姓名',
    namePlaceholder: '王小明',
    email: '電子郵件',
    phone: '手機號碼',
    phonePlaceholder: '0912345678',
    next: '下一步',
    back: '上一步',
    password: '密碼',
    confirm: '確認密碼',
    submit: '註冊',
    haveAccount: '已經有帳號了？',
    login: '登入',
  },

  forgot: {
    title: '忘記密碼',
    steps: ['輸入電子郵件', '輸入驗證碼', '設定新密碼'] as const,
    requestIntro: '請輸入您註冊時使用的電子郵件，我們會寄送 6 位數驗證碼給您。',
    email: '電子郵件',
    send: '寄送驗證碼',
    // Spec 1 §8 successes
    codeSent: '驗證碼已寄送至您的電子郵件',
    verified: '驗證成功，請設定新密碼',
    resetDone: '密碼重設成功',
    redirecting: '3 秒後將自動前往登入頁面…',
    code: '驗證碼',
    codePlaceholder: '6 位數驗證碼',
    verify: '驗證',
    newPassword: '新密碼',
    confirmPassword: '確認新密碼',
    reset: '重設密碼',
    resend: '重新寄送驗證碼',
    backToLogin: '返回登入',
    // Spec 1 §8 default failures (the server's message wins when it sends one)
    sendFailed: '寄送重設驗證碼失敗',
    verifyFailed: '驗證碼錯誤',
    resetFailed: '密碼重設失敗',
    // The demo has no real mail: the outbox is shown by the server (docs/accounts-contract.md 'Mail').
    sandboxHint: '示範環境不會寄出真正的電子郵件，請到以下頁面查看驗證碼：',
    sandboxPath: '/sandbox/mail',
  },

  shell: {
    logout: '登出',
    accountMenu: '會員選單',
    loggedOut: '您已登出',
  },

  staff: {
    loginTitle: '員工登入',
    registerTitle: '員工註冊',
    name: '姓名',
    email: '電子郵件',
    password: '密碼',
    secretCode: '員工註冊代碼',
    login: '登入',
    register: '註冊',
    toRegister: '建立員工帳號',
    toLogin: '已有員工帳號？登入',
    // Spec 1 §8 'Login failed. Please try again.' / 'Registration failed. Please try again.'
    loginFailed: '登入失敗，請再試一次。',
    registerFailed: '註冊失敗，請再試一次。',
    consoleTitle: '管理後台',
    greeting: (name: string) => `${name}，您好`,
    signOut: '登出',
    checking: '驗證員工身分中…',
    // Issue #9: paid attempts that need a person (a double charge to refund, an amount that does not match)
    attention: {
      title: '需要人工處理的付款',
      empty: '目前沒有需要處理的付款。',
      loadFailed: '無法載入需要處理的付款，請稍後再試。',
      reload: '重新載入',
      order: '訂單編號',
      tradeNo: '交易編號',
      providerTradeNo: '綠界交易編號',
      amount: '金額',
      reason: '原因',
      paidAt: '付款時間',
      reasons: { duplicate_payment: '重複付款，請退款', amount_mismatch: '金額不符' } as Record<string, string>,
      amountText: (amount: string, paid: string | null) => (paid === null || paid === amount ? amount : `${amount}（實付 ${paid}）`),
      resolve: '標記為已處理',
      resolved: (orderId: string) => `已將訂單 ${orderId} 的付款標記為已處理`,
      resolveFailed: '無法標記為已處理，請稍後再試。',
    },
  },
} as const;
