import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { Page } from '@/components/layout';
import { PATHS } from '@/config/paths';
import { storage } from '@/lib/storage';
import styles from './not-found.module.css';

/** /404 and every unknown path. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const home = storage.getToken() ? PATHS.adCenter : PATHS.login;
  return (
    <Page tone="plain">
      <section className={styles.notFound}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h2 className={styles.heading}>{t('not_found.heading')}</h2>
        <p className={styles.text}>{t('not_found.description')}</p>
        <Button
          color="primary"
          className={styles.button}
          onClick={() => navigate(home, { replace: true })}
        >
          {t('not_found.home')}
        </Button>
      </section>
    </Page>
  );
}
