import type { FeatureMessages } from '../types';
import type { en } from './en';

export const de: FeatureMessages<typeof en> = {
  avatar_alt: 'Profilbild',
  change_avatar: 'Profilbild ändern',
  uid_line: 'Betreiber-ID {{uid}}',
  personal_info: 'Persönliche Daten',
  nickname: 'Spitzname',
  nickname_placeholder: 'Spitznamen eingeben',
  save_changes: 'Änderungen speichern',
  account: 'Konto',
  uid: 'Betreiber-ID',
  entry: 'Registrierungsart',
  entry_register: 'Mit Lizenzschlüssel registriert',
  entry_code: 'Mit Autorisierungscode eröffnet',
  security: 'Sicherheit',
  login_password: 'Anmeldepasswort',
  pay_password: 'Transaktionspasswort',
  change: 'Ändern',
  not_set: 'Nicht festgelegt',
};
