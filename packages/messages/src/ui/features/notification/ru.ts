import type { FeatureMessages } from '../types';
import type { en } from './en';

export const ru: FeatureMessages<typeof en> = {
  categories_label: 'Категории уведомлений',
  filter_label: 'Показать',
  mark_all: 'Прочитать все',
  unread_mark: 'Не прочитано',
  empty: {
    all: 'Уведомлений пока нет',
    unread: 'Вы всё прочитали: непрочитанных уведомлений нет',
    read: 'Прочитанных уведомлений пока нет',
  },
  received_at: 'Получено {{time}}',
};
