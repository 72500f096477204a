import type { FeatureMessages } from '../types';
import type { en } from './en';

export const vi: FeatureMessages<typeof en> = {
  categories_label: 'Danh mục thông báo',
  filter_label: 'Hiển thị',
  mark_all: 'Đánh dấu tất cả đã đọc',
  unread_mark: 'Chưa đọc',
  empty: {
    all: 'Chưa có thông báo nào',
    unread: 'Bạn đã xem hết: không có thông báo chưa đọc',
    read: 'Chưa có thông báo đã đọc',
  },
  received_at: 'Đã nhận lúc {{time}}',
};
