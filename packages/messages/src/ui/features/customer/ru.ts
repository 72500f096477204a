import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Русский */
export const ru: FeatureMessages<typeof en> = {
  hero_title: 'Чем мы можем помочь?',
  hero_text: 'Наша команда ответит на вопросы о планах, кошельке и аккаунте.',
  online_title: 'Онлайн-поддержка',
  online_desc: 'Пообщайтесь с оператором о планах, платежах и аккаунте.',
  status_online: 'В сети',
  reply_time: 'Обычно отвечает в течение нескольких минут',
  hours_label: 'Часы работы',
  hours_value: 'Ежедневно, 09:00–22:00',
  languages_label: 'Языки',
  languages_value: 'Все языки приложения',
  contact_button: 'Связаться с онлайн-поддержкой',
  not_configured_title: 'Онлайн-чат пока недоступен',
  not_configured_text:
    'Оставьте нам сообщение через форму обратной связи, и мы ответим как можно скорее.',
  faq_title: 'Частые вопросы',
  feedback_title: 'Оставить сообщение',
  feedback_desc: 'Опишите проблему, и мы ответим как можно скорее.',
  feedback_button: 'Отправить отзыв',
  safety_note: 'Служба поддержки никогда не спрашивает пароль для входа или пароль для транзакций.',
};
