import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Français */
export const fr: FeatureMessages<typeof en> = {
  hero_title: 'Comment pouvons-nous vous aider ?',
  hero_text:
    'Notre équipe répond à vos questions sur les plans, votre portefeuille et votre compte.',
  online_title: 'Service client en ligne',
  online_desc: 'Discutez avec un conseiller des plans, des paiements et de votre compte.',
  status_online: 'En ligne',
  reply_time: 'Répond généralement en quelques minutes',
  hours_label: 'Horaires du service',
  hours_value: 'Tous les jours, 09:00–22:00',
  languages_label: 'Langues',
  languages_value: 'Toutes les langues de l’application',
  contact_button: 'Contacter le service client en ligne',
  not_configured_title: 'Le chat en ligne n’est pas encore disponible',
  not_configured_text:
    'Laissez-nous un message via Commentaires et nous vous répondrons dès que possible.',
  faq_title: 'Questions fréquentes',
  feedback_title: 'Nous laisser un message',
  feedback_desc: 'Décrivez votre problème et nous vous répondrons dès que possible.',
  feedback_button: 'Envoyer un commentaire',
  safety_note:
    'Le service client ne vous demandera jamais votre mot de passe de connexion ou de transaction.',
};
