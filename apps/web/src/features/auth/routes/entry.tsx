import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/layout';
import { StateView } from '@/components/state-view';
import { PATHS } from '@/config/paths';
import { changeLanguage } from '@/lib/i18n';
import { resolveLanguage } from '@/lib/language';
import { userInfoQuery } from '@/lib/resources';
import { storage } from '@/lib/storage';
import styles from '../components/auth-shell.module.css';

/**
 * /entry: the hybrid app's door. Takes ?token= (else the stored token), loads the user
 * (GET /api/user/info) and enters the ad center. Without a token it goes to /ad-welcome. A
 * refused token is the API layer's business: 401 clears it and goes to /ad-welcome (query string
 * kept); 503 toasts, and clears the session only for a `register` entry (spec "Session"): a
 * hybrid-app user keeps it. A failed entry offers the sign-in page, so the page is never a dead
 * end (an expired token said "Session expired" and nothing else).
 * An optional ?lang= picks the language.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => {
    const fromQuery = params.get('token')?.trim();
    if (fromQuery) storage.setToken(fromQuery);
    return fromQuery || storage.getToken();
  });

  useEffect(() => {
    const lang = resolveLanguage(params.get('lang'), storage.getBasicConfig()?.client_language_map);
    if (lang) void changeLanguage(lang);
  }, [params]);

  useEffect(() => {
    if (!token) navigate(`${PATHS.adWelcome}${window.location.search}`, { replace: true });
  }, [token, navigate]);

  // The token is checked by the server before entering, whatever user an earlier session cached
  // (the fetch stores the fresh user in fb_userInfo).
  const user = useQuery({
    ...userInfoQuery(),
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  const verified = user.isSuccess && user.isFetchedAfterMount && !user.isFetching;

  useEffect(() => {
    if (verified) navigate(PATHS.adCenter, { replace: true });
  }, [verified, navigate]);

  return (
    <Page tone="plain">
      {/* No header on this page: its name for screen readers (and their heading list). */}
      <h1 className="adc-visually-hidden">{t('titles.entry')}</h1>
      {user.isError ? (
        <div className={`${styles.fill} ${styles.entryFailed}`}>
          <StateView state="error" error={user.error} onRetry={() => void user.refetch()} />
          <Link to={PATHS.login} replace className={styles.entryLogin}>
            {t('auth.to_login')}
          </Link>
        </div>
      ) : (
        <StateView state="loading" message={t('entry.signing_in')} className={styles.fill} />
      )}
    </Page>
  );
}
