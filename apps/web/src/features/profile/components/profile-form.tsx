import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Email, NICKNAME_MAX, Nickname, Phone, type UserInfo } from '@adc/contract';
import { TextField, useForm } from '@/components/form';
import { ContactField } from '@/components/form/contact-fields';
import { required, schemaRule, type Validator } from '@/lib/validation';
import { changedFields, profileValues, type ProfileFormValues } from '../lib/profile-form';
import styles from './profile.module.css';

export interface ProfileFormProps {
  user: UserInfo;
  onSave: (changes: Partial<ProfileFormValues>) => Promise<unknown>;
  saving: boolean;
}

/**
 * Nickname, email and phone, checked with the contract's schemas (the same the server applies);
 * the nickname takes at most NICKNAME_MAX characters, an emoji counting one, as on the server.
 * Only changed fields are sent; Save stays disabled until something changed. An email or phone
 * the account never had may stay empty.
 */
export function ProfileForm({ user, onSave, saving }: ProfileFormProps) {
  const { t } = useTranslation();
  const initial = profileValues(user);
  const label = { nickname: t('profile.nickname'), email: t('auth.email'), phone: t('auth.phone') };

  /** Required only when the account already has a value (clearing it is not allowed by the API). */
  const optionalUnlessSet =
    (field: 'email' | 'phone', rule: Validator<ProfileFormValues>): Validator<ProfileFormValues> =>
    (value, values) =>
      value.trim() === '' && initial[field] === ''
        ? null
        : value.trim() === ''
          ? required<ProfileFormValues>(label[field])(value, values)
          : rule(value, values);

  const form = useForm<ProfileFormValues>(initial, {
    nickname: [required(label.nickname), schemaRule(Nickname, label.nickname)],
    email: [optionalUnlessSet('email', schemaRule(Email, label.email))],
    phone: [optionalUnlessSet('phone', schemaRule(Phone, label.phone))],
  });
  const changes = changedFields(form.values, initial);
  const dirty = Object.keys(changes).length > 0;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const next = changedFields(values, initial);
        if (Object.keys(next).length > 0) void onSave(next).catch(() => undefined);
      })}
      data-testid="profile-form"
    >
      <div data-testid="profile-nickname">
        <TextField
          label={label.nickname}
          placeholder={t('profile.nickname_placeholder')}
          autoComplete="nickname"
          maxCharacters={NICKNAME_MAX}
          clearable
          {...form.field('nickname')}
        />
      </div>
      <div data-testid="profile-email">
        <ContactField kind="email" label={label.email} {...form.field('email')} />
      </div>
      <div data-testid="profile-phone">
        <ContactField kind="phone" label={label.phone} {...form.field('phone')} />
      </div>
      <Button
        block
        type="submit"
        color="primary"
        shape="rounded"
        size="large"
        disabled={!dirty}
        loading={saving}
        className={styles.save}
        data-testid="profile-save"
      >
        {t('profile.save_changes')}
      </Button>
    </form>
  );
}
