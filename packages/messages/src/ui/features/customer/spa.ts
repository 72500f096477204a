import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Español */
export const spa: FeatureMessages<typeof en> = {
  hero_title: '¿Cómo podemos ayudarte?',
  hero_text: 'Nuestro equipo responde tus preguntas sobre planes, tu billetera y tu cuenta.',
  chat_title: 'Chatea con nuestro equipo de soporte',
  chat_desc:
    'Escríbenos en la app. Nuestro equipo responde en esta conversación y las respuestas nuevas se marcan aquí.',
  chat_open: 'Abrir la conversación',
  chat_unread: 'Respuestas nuevas: {{count}}',
  external_button: 'Abrir el chat externo',
  sign_in_title: 'Inicia sesión para chatear con nosotros',
  sign_in_text:
    'La conversación pertenece a tu cuenta: inicia sesión para escribirnos y leer nuestras respuestas.',
  sign_in_button: 'Iniciar sesión',
  thread_title: 'Chat con soporte',
  back: 'Volver a atención al cliente',
  empty_title: 'Aún no hay mensajes',
  empty_text: 'Cuéntanos en qué necesitas ayuda. Nuestro equipo te responderá aquí.',
  load_failed: 'No se pudo cargar la conversación.',
  retry: 'Reintentar',
  load_earlier: 'Cargar mensajes anteriores',
  input_label: 'Tu mensaje',
  input_placeholder: 'Escribe un mensaje…',
  send: 'Enviar',
  sending: 'Enviando…',
  send_failed: 'No enviado.',
  retry_send: 'Enviar de nuevo',
  sender_you: 'Tú',
  sender_support: 'Equipo de soporte',
  automatic: 'Respuesta automática',
  new_replies: 'Respuestas nuevas',
  stale: 'No se pudieron comprobar las respuestas nuevas.',
  faq_title: 'Preguntas frecuentes',
  feedback_title: 'Déjanos un mensaje',
  feedback_desc: 'Describe tu problema y te responderemos lo antes posible.',
  feedback_button: 'Enviar comentario',
  safety_note: 'Atención al cliente nunca te pedirá tu contraseña de acceso ni la de transacción.',
};
