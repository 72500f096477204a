import type { FeatureMessages } from '../types';
import type { en } from './en';

export const fr: FeatureMessages<typeof en> = {
  categories_label: 'Catégories de notifications',
  filter_label: 'Afficher',
  mark_all: 'Tout marquer comme lu',
  unread_mark: 'Non lu',
  empty: {
    all: 'Aucune notification pour le moment',
    unread: 'Vous êtes à jour : aucune notification non lue',
    read: 'Aucune notification lue pour le moment',
  },
  received_at: 'Reçue le {{time}}',
};
