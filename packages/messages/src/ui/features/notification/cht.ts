import type { FeatureMessages } from '../types';
import type { en } from './en';

export const cht: FeatureMessages<typeof en> = {
  categories_label: '訊息分類',
  filter_label: '顯示',
  mark_all: '全部標為已讀',
  unread_mark: '未讀',
  empty: {
    all: '暫無訊息',
    unread: '全部看完了，暫無未讀訊息',
    read: '暫無已讀訊息',
  },
  received_at: '接收時間 {{time}}',
};
