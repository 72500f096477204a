import type { FeatureMessages } from '../types';
import type { en } from './en';

export const cht: FeatureMessages<typeof en> = {
  avatar_alt: '大頭貼',
  change_avatar: '更換大頭貼',
  uid_line: '操作員 ID {{uid}}',
  personal_info: '個人資料',
  nickname: '暱稱',
  nickname_placeholder: '請輸入暱稱',
  save_changes: '儲存變更',
  account: '帳戶',
  uid: '操作員 ID',
  entry: '註冊方式',
  entry_register: '使用授權金鑰註冊',
  entry_code: '使用授權碼開戶',
  security: '安全性',
  login_password: '登入密碼',
  pay_password: '交易密碼',
  change: '修改',
  not_set: '未設定',
};
