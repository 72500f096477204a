import type { FeatureMessages } from '../types';
import type { en } from './en';

export const zh: FeatureMessages<typeof en> = {
  categories_label: '消息分类',
  filter_label: '显示',
  mark_all: '全部标为已读',
  unread_mark: '未读',
  empty: {
    all: '暂无消息',
    unread: '全部看完了，暂无未读消息',
    read: '暂无已读消息',
  },
  received_at: '接收时间 {{time}}',
};
