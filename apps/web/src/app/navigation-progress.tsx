import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import styles from './app-root.module.css';

/** A navigation shorter than this shows nothing (a page already loaded opens at once). */
export const NAVIGATION_PROGRESS_DELAY_MS = 200;

/**
 * While the router loads the next page (its code and strings, the first visit of a page: seconds
 * on a slow phone network), a bar at the top of the screen says that the tap was taken. Without
 * it the page stayed as it was, the link or the header's icon seemed to do nothing, and users
 * tapped again.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state === 'loading';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), NAVIGATION_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!shown) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
    />
  );
}
