import type { FeatureMessages } from '../types';
import type { en } from './en';

export const spa: FeatureMessages<typeof en> = {
  categories_label: 'Categorías de notificaciones',
  filter_label: 'Mostrar',
  mark_all: 'Marcar todas como leídas',
  unread_mark: 'Sin leer',
  empty: {
    all: 'Aún no hay notificaciones',
    unread: 'Está al día: no hay notificaciones sin leer',
    read: 'Aún no hay notificaciones leídas',
  },
  received_at: 'Recibida el {{time}}',
};
