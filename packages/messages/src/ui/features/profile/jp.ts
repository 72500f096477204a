import type { FeatureMessages } from '../types';
import type { en } from './en';

export const jp: FeatureMessages<typeof en> = {
  avatar_alt: 'プロフィール画像',
  change_avatar: 'プロフィール画像を変更',
  uid_line: 'オペレーター ID {{uid}}',
  personal_info: '個人情報',
  nickname: 'ニックネーム',
  nickname_placeholder: 'ニックネームを入力してください',
  save_changes: '変更を保存',
  account: 'アカウント',
  uid: 'オペレーター ID',
  entry: '登録方法',
  entry_register: 'ライセンスキーで登録',
  entry_code: '認証コードで開設',
  security: 'セキュリティ',
  login_password: 'ログインパスワード',
  pay_password: '取引パスワード',
  change: '変更',
  not_set: '未設定',
};
