import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { SparkIcon } from '../icons';
import { Page } from './page';
import styles from './placeholder-page.module.css';

/**
 * Stand-in for a screen that is not built yet: the route's header and its translated title.
 * Feature authors replace the page module's `Component` with the real screen.
 */
export function PlaceholderPage() {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  const transparent = Boolean(meta?.header?.transparent);
  return (
    <Page>
      <section
        className={[styles.placeholder, transparent ? styles.underHeader : '']
          .filter(Boolean)
          .join(' ')}
      >
        <div className={styles.mark} aria-hidden="true">
          <SparkIcon />
        </div>
        <h2 className={styles.title}>{meta ? t(meta.title) : null}</h2>
        <p className={styles.text}>{t('common.coming_soon')}</p>
      </section>
    </Page>
  );
}
