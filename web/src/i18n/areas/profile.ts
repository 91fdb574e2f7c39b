import { phrase, text } from '../entry';
import { common } from './common';

/**
 * /profile (spec 1 §2 '/profile', §8). Field rules and their text come from domain/validation/messages.ts
 * (validateProfileForm, validateChangePassword).
 */
export const profile = {
  pageTitle: common.memberCentre,
  /** the role label 'member' */
  roleMember: text('會員', 'Member'),
  name: common.name,
  email: common.email,
  phone: common.phone,
  editProfile: common.editProfile,
  changePassword: common.changePassword,
  logout: common.logout,
  /** continue-shopping button (to /) */
  continueShopping: common.continueShopping,

  // Edit-profile dialog
  editTitle: common.editProfile,
  save: text('儲存', 'Save'),
  cancel: common.cancel,
  /** 'profile updated successfully' (the server's message wins when it sends one) */
  profileUpdated: text('個人資料更新成功', 'Your profile was updated'),
  /** 'cannot update profile' (the server's message wins when it sends one) */
  profileUpdateFailed: text('無法更新個人資料', 'Cannot update the profile'),
  /** shown under the e-mail when it differs from the account's: the current password is needed (issue 9) */
  emailChangeNeedsPassword: text('變更電子郵件需要輸入目前的密碼', 'Changing the email needs your current password'),
  /** after an e-mail change: the server mailed the old address a notice */
  emailChangeNoticeSent: phrase((oldEmail: string) => `已寄送變更通知至原電子郵件 ${oldEmail}`, (oldEmail: string) => `A notice of the change was sent to your old email ${oldEmail}`),

  // Change-password dialog
  passwordTitle: common.changePassword,
  currentPassword: text('目前密碼', 'Current password'),
  newPassword: common.newPassword,
  confirmPassword: common.confirmNewPassword,
  /** 'password updated' */
  passwordUpdated: text('密碼已更新', 'Password updated'),
  /** 'cannot update password, check current password' (the server's message wins when it sends one) */
  passwordUpdateFailed: text('無法更新密碼，請確認目前的密碼', 'Cannot update the password, check your current password'),

  // Recent-orders card
  recentTitle: text('最近訂單', 'Recent orders'),
  recentLoading: common.ordersLoading,
  /** 'cannot load recent orders, try again later' */
  recentLoadFailed: text('無法載入最近訂單，請稍後再試', 'Cannot load recent orders, try again later'),
  recentEmpty: text('目前還沒有訂單', 'There are no orders yet'),
  /** view-all link (to /order-history) */
  viewAll: text('查看全部訂單', 'View all orders'),
  orderNumber: common.orderNumberIs,
};
