import type { FeatureMessages } from '../types';
import type { en } from './en';

export const th: FeatureMessages<typeof en> = {
  avatar_alt: 'รูปโปรไฟล์',
  change_avatar: 'เปลี่ยนรูปโปรไฟล์',
  uid_line: 'ID ผู้ดำเนินการ {{uid}}',
  personal_info: 'ข้อมูลส่วนตัว',
  nickname: 'ชื่อเล่น',
  nickname_placeholder: 'กรอกชื่อเล่น',
  save_changes: 'บันทึกการเปลี่ยนแปลง',
  account: 'บัญชี',
  uid: 'ID ผู้ดำเนินการ',
  entry: 'วิธีสมัคร',
  entry_register: 'สมัครด้วยคีย์ใบอนุญาต',
  entry_code: 'เปิดบัญชีด้วยรหัสอนุญาต',
  security: 'ความปลอดภัย',
  login_password: 'รหัสผ่านเข้าสู่ระบบ',
  pay_password: 'รหัสผ่านธุรกรรม',
  change: 'เปลี่ยน',
  not_set: 'ยังไม่ได้ตั้ง',
};
