import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Deutsch */
export const de: FeatureMessages<typeof en> = {
  hero_title: 'Wie können wir helfen?',
  hero_text: 'Unser Team beantwortet Ihre Fragen zu Plänen, Ihrem Wallet und Ihrem Konto.',
  chat_title: 'Chat mit unserem Support-Team',
  chat_desc:
    'Schreiben Sie uns in der App. Unser Team antwortet in diesem Gespräch, neue Antworten werden hier markiert.',
  chat_open: 'Gespräch öffnen',
  chat_unread: 'Neue Antworten: {{count}}',
  external_button: 'Externen Chat öffnen',
  sign_in_title: 'Melden Sie sich an, um mit uns zu chatten',
  sign_in_text:
    'Das Gespräch gehört zu Ihrem Konto: Melden Sie sich an, um uns zu schreiben und unsere Antworten zu lesen.',
  sign_in_button: 'Anmelden',
  thread_title: 'Support-Gespräch',
  back: 'Zurück zum Kundenservice',
  empty_title: 'Noch keine Nachrichten',
  empty_text: 'Schreiben Sie uns, wobei Sie Hilfe brauchen. Unser Team antwortet hier.',
  load_failed: 'Das Gespräch konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  load_earlier: 'Frühere Nachrichten laden',
  input_label: 'Ihre Nachricht',
  input_placeholder: 'Nachricht schreiben…',
  send: 'Senden',
  sending: 'Wird gesendet…',
  send_failed: 'Nicht gesendet.',
  retry_send: 'Erneut senden',
  sender_you: 'Sie',
  sender_support: 'Support-Team',
  automatic: 'Automatische Antwort',
  new_replies: 'Neue Antworten',
  stale: 'Neue Antworten konnten nicht abgerufen werden.',
  faq_title: 'Häufige Fragen',
  feedback_title: 'Nachricht hinterlassen',
  feedback_desc: 'Beschreiben Sie Ihr Anliegen, wir antworten so schnell wie möglich.',
  feedback_button: 'Feedback senden',
  safety_note: 'Der Kundenservice fragt Sie niemals nach Ihrem Anmelde- oder Transaktionspasswort.',
};
