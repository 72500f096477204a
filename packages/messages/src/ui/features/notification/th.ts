import type { FeatureMessages } from '../types';
import type { en } from './en';

export const th: FeatureMessages<typeof en> = {
  categories_label: 'หมวดหมู่การแจ้งเตือน',
  filter_label: 'แสดง',
  mark_all: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
  unread_mark: 'ยังไม่ได้อ่าน',
  empty: {
    all: 'ยังไม่มีการแจ้งเตือน',
    unread: 'อ่านครบแล้ว ไม่มีการแจ้งเตือนที่ยังไม่ได้อ่าน',
    read: 'ยังไม่มีการแจ้งเตือนที่อ่านแล้ว',
  },
  received_at: 'ได้รับเมื่อ {{time}}',
};
