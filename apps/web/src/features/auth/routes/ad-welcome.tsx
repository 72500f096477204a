import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextField, useForm } from '@/components/form';
import { ChartIcon, PlayIcon, WalletIcon } from '@/components/icons';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { normalizeCode } from '@/lib/codes';
import { required } from '@/lib/validation';
import { useOpenAccount } from '../api/use-auth-mutations';
import { AuthForm } from '../components/auth-form';
import { BrandMark } from '../components/auth-shell';
import styles from './ad-welcome.module.css';

/**
 * /ad-welcome: open an ad account with an authorization code (POST /api/opening_store).
 * Transparent header with white text. "Authorization code not found" comes from the server.
 * A link may carry the code (`?code=`, also kept when /entry sends a visitor here): it is filled in.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openAccount = useOpenAccount();
  const form = useForm(
    { code: normalizeCode(params.get('code')?.trim() ?? '') },
    { code: [required(t('welcome.code_label'))] },
  );

  const features = [
    {
      icon: <PlayIcon />,
      title: t('welcome.feature_reach'),
      text: t('welcome.feature_reach_desc'),
    },
    { icon: <ChartIcon />, title: t('welcome.feature_data'), text: t('welcome.feature_data_desc') },
    {
      icon: <WalletIcon />,
      title: t('welcome.feature_wallet'),
      text: t('welcome.feature_wallet_desc'),
    },
  ];

  return (
    <Page className={styles.page}>
      <section className={styles.hero}>
        <BrandMark />
        <h2 className={styles.heading}>{t('welcome.heading')}</h2>
        <p className={styles.subheading}>{t('welcome.subheading')}</p>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                {feature.icon}
              </span>
              <span>
                <strong className={styles.featureTitle}>{feature.title}</strong>
                <span className={styles.featureText}>{feature.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card}>
        <AuthForm
          onSubmit={form.handleSubmit((values) => openAccount.mutate(values.code.trim()))}
          submitLabel={t('welcome.open_button')}
          pending={openAccount.isPending || openAccount.isSuccess}
          switchTo={{ label: t('welcome.login_link'), to: PATHS.login }}
        >
          <TextField
            label={t('welcome.code_label')}
            placeholder={t('welcome.code_placeholder')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            clearable
            {...form.field('code')}
            onChange={(value) => form.field('code').onChange(normalizeCode(value))}
          />
        </AuthForm>
      </section>
    </Page>
  );
}
