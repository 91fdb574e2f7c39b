/**
 * zh-TW text of /profile (spec 1 §2 '/profile', §8). Field rules and their text come from
 * domain/validation/messages.ts (validateProfileForm, validateChangePassword).
 */
export const profileMessages = {
  pageTitle: '會員中心',
  /** the role label 'member' */
  roleMember: '會員',
  name: '姓名',
  email: '電子郵件',
  phone: '電話號碼',
  editProfile: '編輯個人資料',
  changePassword: '變更密碼',
  logout: '登出',
  /** continue-shopping button (to /) */
  continueShopping: '繼續購物',

  // Edit-profile dialog
  editTitle: '編輯個人資料',
  save: '儲存',
  cancel: '取消',
  /** 'profile updated successfully' (the server's message wins when it sends one) */
  profileUpdated: '個人資料更新成功',
  /** 'cannot update profile' (the server's message wins when it sends one) */
  profileUpdateFailed: '無法更新個人資料',
  /** shown under the e-mail when it differs from the account's: the current password is needed (issue 9) */
  emailChangeNeedsPassword: '變更電子郵件需要輸入目前的密碼',
  /** after an e-mail change: the server mailed the old address a notice */
  emailChangeNoticeSent: (oldEmail: string) => `已寄送變更通知至原電子郵件 ${oldEmail}`,

  // Change-password dialog
  passwordTitle: '變更密碼',
  currentPassword: '目前密碼',
  newPassword: '新密碼',
  confirmPassword: '確認新密碼',
  /** 'password updated' */
  passwordUpdated: '密碼已更新',
  /** 'cannot update password, check current password' (the server's message wins when it sends one) */
  passwordUpdateFailed: '無法更新密碼，請確認目前的密碼',

  // Recent-orders card
  recentTitle: '最近訂單',
  recentLoading: '訂單載入中...',
  /** 'cannot load recent orders, try again later' */
  recentLoadFailed: '無法載入最近訂單，請稍後再試',
  recentEmpty: '目前還沒有訂單',
  /** view-all link (to /order-history) */
  viewAll: '查看全部訂單',
  orderNumber: (id: string) => `訂單編號：${id}`,
} as const;
