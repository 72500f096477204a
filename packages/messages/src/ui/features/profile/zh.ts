import type { FeatureMessages } from '../types';
import type { en } from './en';

export const zh: FeatureMessages<typeof en> = {
  avatar_alt: '头像',
  change_avatar: '更换头像',
  uid_line: '操作员 ID {{uid}}',
  personal_info: '个人信息',
  nickname: '昵称',
  nickname_placeholder: '请输入昵称',
  save_changes: '保存修改',
  account: '账户',
  uid: '操作员 ID',
  entry: '注册方式',
  entry_register: '使用许可证密钥注册',
  entry_code: '使用授权码开户',
  security: '安全',
  login_password: '登录密码',
  pay_password: '交易密码',
  change: '修改',
  not_set: '未设置',
};
