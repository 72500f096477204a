import type { FeatureMessages } from '../types';
import type { en } from './en';

export const pt: FeatureMessages<typeof en> = {
  avatar_alt: 'Foto de perfil',
  change_avatar: 'Alterar foto de perfil',
  uid_line: 'ID de operador {{uid}}',
  personal_info: 'Informações pessoais',
  nickname: 'Apelido',
  nickname_placeholder: 'Digite um apelido',
  save_changes: 'Salvar alterações',
  account: 'Conta',
  uid: 'ID de operador',
  entry: 'Forma de cadastro',
  entry_register: 'Cadastrado com chave de licença',
  entry_code: 'Aberta com código de autorização',
  security: 'Segurança',
  login_password: 'Senha de login',
  pay_password: 'Senha de transação',
  change: 'Alterar',
  not_set: 'Não definida',
};
