import type { FeatureMessages } from '../types';
import type { en } from './en';

export const de: FeatureMessages<typeof en> = {
  categories_label: 'Benachrichtigungskategorien',
  filter_label: 'Anzeigen',
  mark_all: 'Alle als gelesen markieren',
  unread_mark: 'Ungelesen',
  empty: {
    all: 'Noch keine Benachrichtigungen',
    unread: 'Alles gelesen: keine ungelesenen Benachrichtigungen',
    read: 'Noch keine gelesenen Benachrichtigungen',
  },
  received_at: 'Erhalten am {{time}}',
};
