import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Deutsch */
export const de: FeatureMessages<typeof en> = {
  hero_title: 'Wie können wir helfen?',
  hero_text: 'Unser Team beantwortet Ihre Fragen zu Plänen, Ihrem Wallet und Ihrem Konto.',
  online_title: 'Online-Kundenservice',
  online_desc: 'Chatten Sie mit einem Mitarbeiter über Pläne, Zahlungen und Kontofragen.',
  status_online: 'Jetzt erreichbar',
  reply_time: 'Antwortet meist innerhalb weniger Minuten',
  hours_label: 'Servicezeiten',
  hours_value: 'Täglich 09:00–22:00',
  languages_label: 'Sprachen',
  languages_value: 'Alle Sprachen der App',
  contact_button: 'Online-Kundenservice kontaktieren',
  not_configured_title: 'Online-Chat ist noch nicht verfügbar',
  not_configured_text:
    'Hinterlassen Sie uns eine Nachricht über das Feedback-Formular, wir melden uns so schnell wie möglich.',
  faq_title: 'Häufige Fragen',
  feedback_title: 'Nachricht hinterlassen',
  feedback_desc: 'Beschreiben Sie Ihr Anliegen, wir antworten so schnell wie möglich.',
  feedback_button: 'Feedback senden',
  safety_note: 'Der Kundenservice fragt Sie niemals nach Ihrem Anmelde- oder Transaktionspasswort.',
};
