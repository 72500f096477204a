/** English UI strings of the customer feature (source of truth for its keys, under `customer.`). */
export const en = {
  hero_title: 'How can we help you?',
  hero_text: 'Our team answers your questions about plans, your wallet and your account.',
  online_title: 'Online customer service',
  online_desc: 'Chat with an agent about plans, payments and account matters.',
  status_online: 'Online',
  reply_time: 'Usually replies within a few minutes',
  hours_label: 'Service hours',
  hours_value: 'Every day, 09:00–22:00',
  languages_label: 'Languages',
  languages_value: 'All app languages',
  contact_button: 'Contact online customer service',
  not_configured_title: 'Online chat is not available yet',
  not_configured_text:
    'Leave us a message through Feedback and we will get back to you as soon as possible.',
  faq_title: 'Common questions',
  feedback_title: 'Leave a message',
  feedback_desc: 'Describe your issue and we will reply as soon as possible.',
  feedback_button: 'Send feedback',
  safety_note: 'Customer service will never ask for your login or transaction password.',
} as const;
