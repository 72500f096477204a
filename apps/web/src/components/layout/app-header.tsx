import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BasicConfig } from '@adc/contract';
import { PATHS, parentPath } from '@/config/paths';
import type { HeaderOptions } from '@/config/route-meta';
import { useBasicConfig, useFetchBasicConfig } from '@/hooks/use-basic-config';
import { useSession } from '@/hooks/use-session';
import { useSignOut } from '@/hooks/use-sign-out';
import { useUnreadCount } from '@/hooks/use-unread-count';
import { openCustomerService } from '@/lib/customer-service';
import { formatBadge } from '@/lib/format';
import { canGoBack, closeHybridApp } from '@/lib/hybrid';
import { toast } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { BackIcon, BellIcon, GlobeIcon, HeadsetIcon, LogoutIcon } from '../icons';
import styles from './app-header.module.css';
import { useOneLineTitle } from './use-one-line-title';

// The sheet (antd-mobile ActionSheet + its animation runtime) loads when first opened.
const LanguageSheet = lazy(() =>
  import('./language-sheet').then((m) => ({ default: m.LanguageSheet })),
);

export interface AppHeaderProps {
  /** The translated title (hidden when `options.title === false`). */
  title?: ReactNode;
  options?: HeaderOptions;
  /** Custom back handler: replaces every default back behaviour. */
  onBack?: () => void;
  /** Extra controls, placed before the standard icons on the right. */
  right?: ReactNode;
}

/** How long to wait for window.close() before falling back to an in-app route. */
const CLOSE_FALLBACK_MS = 150;

/**
 * The shared header (spec section 2). Driven by route meta through <Page>; usable alone.
 * Back: custom handler → named route → history back → close the hybrid app (no previous page),
 * and when the window cannot close, the home route (ad-center when signed in, else login).
 */
export function AppHeader({ title, options = {}, onBack, right }: AppHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { confirmSignOut } = useSignOut();
  const { token, userInfo } = useSession();
  const config = useBasicConfig();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [languageMounted, setLanguageMounted] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const showBack = options.back !== false;
  const showTitle = options.title !== false;
  const showService = options.service !== false;
  const showLanguage = options.language === true;
  const showBell = options.bell === true && Boolean(token);
  const showLogout = options.logout === true && Boolean(token) && userInfo?.entry === 'register';
  const unread = useUnreadCount(showBell);
  // A title a little too long for one line (beside the icons, in a long language) shrinks to fit.
  useOneLineTitle(titleRef, showTitle);
  const badge = formatBadge(unread);

  const handleBack = () => {
    if (onBack) return onBack();
    if (options.back && options.back.to) return navigate(options.back.to);
    if (canGoBack()) return navigate(-1);
    if (closeHybridApp()) return;
    // window.close() is ignored for windows the script did not open: stay inside the app, on the
    // page this one sits under (a plan's detail → the plans), else the home.
    const home = parentPath(location.pathname) ?? PATHS.adCenter;
    window.setTimeout(() => {
      if (!window.closed) navigate(storage.getToken() ? home : PATHS.login, { replace: true });
    }, CLOSE_FALLBACK_MS);
  };

  const fetchBasicConfig = useFetchBasicConfig();
  const openService = (shown: BasicConfig | null) =>
    openCustomerService({ navigate: (to) => navigate(to), toast, config: shown });
  // On a first visit the icon can be tapped before the config has arrived: wait for it then.
  const handleService = () => {
    if (config) openService(config);
    else void fetchBasicConfig().then(openService);
  };

  // Three or more icons do not fit a symmetric layout: the title takes the space that is left.
  const crowded = [showService, showLanguage, showBell, showLogout].filter(Boolean).length >= 3;
  const className = [
    styles.header,
    crowded ? (showBack ? styles.crowded : styles.crowdedNoBack) : '',
    options.transparent ? styles.transparent : '',
    options.light ? styles.light : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header className={className} data-testid="app-header">
      <div className={styles.left}>
        {showBack && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={handleBack}
            aria-label={t('header.back')}
          >
            <BackIcon />
          </button>
        )}
      </div>
      {showTitle ? (
        <h1 ref={titleRef} className={styles.title}>
          {title}
        </h1>
      ) : (
        // The page says what it is itself (the login hero's heading): no empty heading here.
        <div className={styles.title} />
      )}
      <div className={styles.right}>
        {right}
        {showService && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={handleService}
            aria-label={t('header.customer_service')}
          >
            <HeadsetIcon />
          </button>
        )}
        {showLanguage && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => {
              setLanguageMounted(true);
              setLanguageOpen(true);
            }}
            aria-label={t('header.language')}
          >
            <GlobeIcon />
          </button>
        )}
        {showBell && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => navigate(PATHS.notification)}
            data-testid="header-bell"
          >
            {/* The accessible name is the hidden label plus the visible badge ("Notifications 99+"). */}
            <span className="adc-visually-hidden">{t('header.notifications')} </span>
            <span className={styles.bell}>
              <BellIcon aria-hidden="true" />
              {badge && (
                <span className={styles.badge} data-testid="header-bell-badge">
                  {badge}
                </span>
              )}
            </span>
          </button>
        )}
        {showLogout && (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => void confirmSignOut()}
            aria-label={t('header.logout')}
          >
            <LogoutIcon />
          </button>
        )}
      </div>
      {showLanguage && languageMounted && (
        <Suspense fallback={null}>
          <LanguageSheet
            visible={languageOpen}
            onClose={() => setLanguageOpen(false)}
            languageMap={config?.client_language_map}
          />
        </Suspense>
      )}
    </header>
  );
}
