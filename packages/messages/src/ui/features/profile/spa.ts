import type { FeatureMessages } from '../types';
import type { en } from './en';

export const spa: FeatureMessages<typeof en> = {
  avatar_alt: 'Foto de perfil',
  change_avatar: 'Cambiar foto de perfil',
  uid_line: 'ID de operador {{uid}}',
  personal_info: 'Información personal',
  nickname: 'Apodo',
  nickname_placeholder: 'Ingrese un apodo',
  save_changes: 'Guardar cambios',
  account: 'Cuenta',
  uid: 'ID de operador',
  entry: 'Método de registro',
  entry_register: 'Registrado con clave de licencia',
  entry_code: 'Abierta con código de autorización',
  security: 'Seguridad',
  login_password: 'Contraseña de inicio de sesión',
  pay_password: 'Contraseña de transacción',
  change: 'Cambiar',
  not_set: 'Sin definir',
};
