import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Français */
export const fr: FeatureMessages<typeof en> = {
  hero_title: 'Comment pouvons-nous vous aider ?',
  hero_text:
    'Notre équipe répond à vos questions sur les plans, votre portefeuille et votre compte.',
  chat_title: 'Discuter avec notre équipe d’assistance',
  chat_desc:
    'Écrivez-nous dans l’application. Notre équipe répond dans cette conversation et les nouvelles réponses sont signalées ici.',
  chat_open: 'Ouvrir la conversation',
  chat_unread: 'Nouvelles réponses : {{count}}',
  external_button: 'Ouvrir le chat externe',
  sign_in_title: 'Connectez-vous pour discuter avec nous',
  sign_in_text:
    'La conversation est liée à votre compte : connectez-vous pour nous écrire et lire nos réponses.',
  sign_in_button: 'Se connecter',
  thread_title: 'Chat avec l’assistance',
  back: 'Retour au service client',
  empty_title: 'Aucun message pour l’instant',
  empty_text: 'Dites-nous ce dont vous avez besoin. Notre équipe vous répondra ici.',
  load_failed: 'Impossible de charger la conversation.',
  retry: 'Réessayer',
  load_earlier: 'Afficher les messages précédents',
  input_label: 'Votre message',
  input_placeholder: 'Écrire un message…',
  send: 'Envoyer',
  sending: 'Envoi…',
  send_failed: 'Non envoyé.',
  retry_send: 'Renvoyer',
  sender_you: 'Vous',
  sender_support: 'Équipe d’assistance',
  automatic: 'Réponse automatique',
  new_replies: 'Nouvelles réponses',
  stale: 'Impossible de vérifier les nouvelles réponses.',
  faq_title: 'Questions fréquentes',
  feedback_title: 'Nous laisser un message',
  feedback_desc: 'Décrivez votre problème et nous vous répondrons dès que possible.',
  feedback_button: 'Envoyer un commentaire',
  safety_note:
    'Le service client ne vous demandera jamais votre mot de passe de connexion ou de transaction.',
  visitor_title: 'Écrivez-nous sans vous connecter',
  visitor_text:
    'Vous ne pouvez pas vous connecter ? Indiquez votre nom d’utilisateur, un moyen de vous joindre et votre message : notre équipe vous répondra.',
  visitor_username: 'Nom d’utilisateur',
  visitor_username_placeholder: 'Le nom d’utilisateur de votre compte',
  visitor_contact: 'E-mail ou téléphone',
  visitor_contact_placeholder: 'Où vous répondre',
  visitor_message: 'Votre message',
  visitor_message_placeholder: 'Racontez-nous ce qui s’est passé',
  visitor_send: 'Envoyer le message',
  visitor_sent_title: 'Message envoyé',
  visitor_sent_text: 'Notre équipe vous répondra à {{contact}}.',
  visitor_send_another: 'Écrire un autre message',
};
