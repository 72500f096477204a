import type { FeatureMessages } from '../types';
import type { en } from './en';

export const kor: FeatureMessages<typeof en> = {
  categories_label: '알림 카테고리',
  filter_label: '보기',
  mark_all: '모두 읽음으로 표시',
  unread_mark: '읽지 않음',
  empty: {
    all: '아직 알림이 없습니다',
    unread: '모두 확인했습니다. 읽지 않은 알림이 없습니다',
    read: '아직 읽은 알림이 없습니다',
  },
  received_at: '수신 시간 {{time}}',
};
