import type { FeatureMessages } from '../types';
import type { en } from './en';

export const ru: FeatureMessages<typeof en> = {
  avatar_alt: 'Фото профиля',
  change_avatar: 'Изменить фото профиля',
  uid_line: 'ID оператора {{uid}}',
  personal_info: 'Личные данные',
  nickname: 'Никнейм',
  nickname_placeholder: 'Введите никнейм',
  save_changes: 'Сохранить изменения',
  account: 'Учётная запись',
  uid: 'ID оператора',
  entry: 'Способ регистрации',
  entry_register: 'Регистрация по лицензионному ключу',
  entry_code: 'Открыт по коду авторизации',
  security: 'Безопасность',
  login_password: 'Пароль для входа',
  pay_password: 'Пароль для транзакций',
  change: 'Изменить',
  not_set: 'Не задан',
};
