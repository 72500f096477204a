import type { FeatureMessages } from '../types';
import type { en } from './en';

export const vi: FeatureMessages<typeof en> = {
  avatar_alt: 'Ảnh đại diện',
  change_avatar: 'Đổi ảnh đại diện',
  uid_line: 'ID nhà vận hành {{uid}}',
  personal_info: 'Thông tin cá nhân',
  nickname: 'Biệt danh',
  nickname_placeholder: 'Nhập biệt danh',
  save_changes: 'Lưu thay đổi',
  account: 'Tài khoản',
  uid: 'ID nhà vận hành',
  entry: 'Cách đăng ký',
  entry_register: 'Đăng ký bằng khóa giấy phép',
  entry_code: 'Mở bằng mã ủy quyền',
  security: 'Bảo mật',
  login_password: 'Mật khẩu đăng nhập',
  pay_password: 'Mật khẩu giao dịch',
  change: 'Đổi',
  not_set: 'Chưa đặt',
};
