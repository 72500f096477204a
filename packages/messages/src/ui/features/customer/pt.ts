import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Português */
export const pt: FeatureMessages<typeof en> = {
  hero_title: 'Como podemos ajudar?',
  hero_text: 'Nossa equipe responde às suas dúvidas sobre planos, carteira e conta.',
  online_title: 'Atendimento online',
  online_desc: 'Converse com um atendente sobre planos, pagamentos e sua conta.',
  status_online: 'Disponível',
  reply_time: 'Costuma responder em poucos minutos',
  hours_label: 'Horário de atendimento',
  hours_value: 'Todos os dias, 09:00–22:00',
  languages_label: 'Idiomas',
  languages_value: 'Todos os idiomas do aplicativo',
  contact_button: 'Falar com o atendimento online',
  not_configured_title: 'O chat online ainda não está disponível',
  not_configured_text: 'Deixe uma mensagem em Feedback e responderemos o mais rápido possível.',
  faq_title: 'Perguntas frequentes',
  feedback_title: 'Deixe uma mensagem',
  feedback_desc: 'Descreva seu problema e responderemos o mais rápido possível.',
  feedback_button: 'Enviar feedback',
  safety_note: 'O atendimento nunca pedirá sua senha de acesso ou de transação.',
};
