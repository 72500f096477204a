import type { FeatureMessages } from '../types';
import type { en } from './en';

export const fr: FeatureMessages<typeof en> = {
  avatar_alt: 'Photo de profil',
  change_avatar: 'Changer la photo de profil',
  uid_line: 'ID opérateur {{uid}}',
  personal_info: 'Informations personnelles',
  nickname: 'Pseudonyme',
  nickname_placeholder: 'Saisissez un pseudonyme',
  save_changes: 'Enregistrer les modifications',
  account: 'Compte',
  uid: 'ID opérateur',
  entry: 'Mode d’inscription',
  entry_register: 'Inscrit avec une clé de licence',
  entry_code: 'Ouvert avec un code d’autorisation',
  security: 'Sécurité',
  login_password: 'Mot de passe de connexion',
  pay_password: 'Mot de passe de transaction',
  change: 'Modifier',
  not_set: 'Non défini',
};
