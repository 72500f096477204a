import type { FeatureMessages } from '../types';
import type { en } from './en';

export const pt: FeatureMessages<typeof en> = {
  categories_label: 'Categorias de notificações',
  filter_label: 'Mostrar',
  mark_all: 'Marcar todas como lidas',
  unread_mark: 'Não lida',
  empty: {
    all: 'Ainda não há notificações',
    unread: 'Tudo em dia: nenhuma notificação não lida',
    read: 'Ainda não há notificações lidas',
  },
  received_at: 'Recebida em {{time}}',
};
