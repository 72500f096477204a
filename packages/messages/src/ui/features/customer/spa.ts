import type { FeatureMessages } from '../types';
import type { en } from './en';

/** Español */
export const spa: FeatureMessages<typeof en> = {
  hero_title: '¿Cómo podemos ayudarte?',
  hero_text: 'Nuestro equipo responde tus preguntas sobre planes, tu billetera y tu cuenta.',
  online_title: 'Atención al cliente en línea',
  online_desc: 'Chatea con un agente sobre planes, pagos y tu cuenta.',
  status_online: 'En línea',
  reply_time: 'Suele responder en pocos minutos',
  hours_label: 'Horario de atención',
  hours_value: 'Todos los días, 09:00–22:00',
  languages_label: 'Idiomas',
  languages_value: 'Todos los idiomas de la aplicación',
  contact_button: 'Contactar con atención al cliente en línea',
  not_configured_title: 'El chat en línea aún no está disponible',
  not_configured_text: 'Déjanos un mensaje en Comentarios y te responderemos lo antes posible.',
  faq_title: 'Preguntas frecuentes',
  feedback_title: 'Déjanos un mensaje',
  feedback_desc: 'Describe tu problema y te responderemos lo antes posible.',
  feedback_button: 'Enviar comentario',
  safety_note: 'Atención al cliente nunca te pedirá tu contraseña de acceso ni la de transacción.',
};
