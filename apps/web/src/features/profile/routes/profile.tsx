import Button from 'antd-mobile/es/components/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Lang, UserInfo } from '@adc/contract';
import { AdaptivePicker } from '@/components/adaptive-picker';
import { Page } from '@/components/layout';
import { PullRefresh, refetching } from '@/components/pull-refresh';
import { SectionHeader } from '@/components/section-header';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import { useBasicConfig } from '@/hooks/use-basic-config';
import { useSignOut } from '@/hooks/use-sign-out';
import { changeLanguage, currentLang } from '@/lib/i18n';
import { languageOptions } from '@/lib/language';
import { toastSuccess } from '@/lib/notify';
import { useEditProfile, useProfile } from '../api/profile-queries';
import { AvatarCard } from '../components/avatar-card';
import { InfoRows } from '../components/info-rows';
import { ProfileForm } from '../components/profile-form';
import styles from '../components/profile.module.css';

/**
 * /profile: avatar upload, nickname / email / phone, language, read-only username / user ID /
 * sign-up method, password shortcuts, and logout (only for accounts whose entry is register, as
 * the header's logout icon). Every edit refreshes fb_userInfo.
 */
export function Component() {
  const profile = useProfile();
  return (
    <Page>
      <PullRefresh onRefresh={refetching(profile)}>
        <div className={styles.content}>
          {profile.isPending ? (
            <StateView className={styles.stateView} state="loading" skeleton={6} />
          ) : profile.isError || !profile.data ? (
            <StateView
              className={styles.stateView}
              state="error"
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
          ) : (
            <ProfileContent user={profile.data} />
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}

function ProfileContent({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirmSignOut } = useSignOut();
  const edit = useEditProfile();
  const config = useBasicConfig();
  const [languageOpen, setLanguageOpen] = useState(false);
  const languageMap = config?.client_language_map;
  const languages = useMemo(() => languageOptions(languageMap), [languageMap]);
  // Stable options: AdaptivePicker resets its draft whenever `options` changes identity.
  const pickerOptions = useMemo(
    () => languages.map(({ lang, label }) => ({ label, value: lang })),
    [languages],
  );
  const languageName = languages.find((option) => option.lang === user.lang)?.label ?? user.lang;

  const saveAvatar = async (url: string) => {
    try {
      await edit.mutateAsync({ avatar: url });
      toastSuccess(t('success.upload'));
    } catch {
      // toasted by the API layer
    }
  };

  // Saved to the account first: the app then shows the account's language (not a pick to carry to
  // the next sign-in on this device: lib/session-language.ts).
  const saveLanguage = async (lang: Lang) => {
    if (lang === user.lang && lang === currentLang()) return;
    try {
      await edit.mutateAsync({ lang });
      await changeLanguage(lang);
      toastSuccess(t('success.update'));
    } catch {
      // toasted by the API layer
    }
  };

  return (
    <>
      <AvatarCard user={user} onUploaded={(url) => void saveAvatar(url)} busy={edit.isPending} />

      <section className={styles.card} aria-labelledby="profile-info-title">
        <SectionHeader
          id="profile-info-title"
          title={t('profile.personal_info')}
          className={styles.cardTitle}
        />
        <ProfileForm
          key={user.id}
          user={user}
          saving={edit.isPending}
          onSave={async (changes) => {
            await edit.mutateAsync(changes);
            toastSuccess(t('success.update'));
          }}
        />
        <InfoRows
          rows={[
            {
              key: 'lang',
              label: t('header.language'),
              value: <span lang={user.lang}>{languageName}</span>,
              onClick: () => setLanguageOpen(true),
              testId: 'profile-language',
            },
          ]}
        />
      </section>

      <section className={styles.card} aria-labelledby="profile-account-title">
        <SectionHeader
          id="profile-account-title"
          title={t('profile.account')}
          className={styles.cardTitle}
        />
        <InfoRows
          rows={[
            {
              key: 'username',
              label: t('auth.username'),
              value: user.username,
              testId: 'profile-username',
            },
            { key: 'uid', label: t('profile.uid'), value: user.uid, testId: 'profile-uid' },
            {
              key: 'entry',
              label: t('profile.entry'),
              value:
                user.entry === 'register' ? t('profile.entry_register') : t('profile.entry_code'),
              testId: 'profile-entry',
            },
          ]}
        />
      </section>

      <section className={styles.card} aria-labelledby="profile-security-title">
        <SectionHeader
          id="profile-security-title"
          title={t('profile.security')}
          className={styles.cardTitle}
        />
        <InfoRows
          rows={[
            {
              key: 'login-password',
              label: t('profile.login_password'),
              value: t('profile.change'),
              onClick: () => navigate(PATHS.editLoginPassword),
              testId: 'profile-login-password',
            },
            {
              key: 'pay-password',
              label: t('profile.pay_password'),
              value: user.has_pay_password ? t('profile.change') : t('profile.not_set'),
              warn: !user.has_pay_password,
              onClick: () =>
                navigate(user.has_pay_password ? PATHS.editPayPassword : PATHS.setPassword),
              testId: 'profile-pay-password',
            },
          ]}
        />
      </section>

      {user.entry === 'register' && (
        <Button
          block
          shape="rounded"
          size="large"
          className={styles.logout}
          onClick={() => void confirmSignOut()}
          data-testid="profile-logout"
        >
          {t('header.logout')}
        </Button>
      )}

      <AdaptivePicker
        visible={languageOpen}
        options={pickerOptions}
        value={user.lang}
        title={t('header.choose_language')}
        onConfirm={(lang) => void saveLanguage(lang)}
        onClose={() => setLanguageOpen(false)}
      />
    </>
  );
}
