import type { FeatureMessages } from '../types';
import type { en } from './en';

export const jp: FeatureMessages<typeof en> = {
  categories_label: 'お知らせのカテゴリ',
  filter_label: '表示',
  mark_all: 'すべて既読にする',
  unread_mark: '未読',
  empty: {
    all: 'お知らせはまだありません',
    unread: 'すべて確認済みです。未読のお知らせはありません',
    read: '既読のお知らせはまだありません',
  },
  received_at: '受信日時 {{time}}',
};
