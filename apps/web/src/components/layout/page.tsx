import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeaderOptions } from '@/config/route-meta';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { firstScreenRendered } from '@/lib/first-paint';
import { AppHeader } from './app-header';
import styles from './page.module.css';

export interface PageProps {
  children?: ReactNode;
  /** Overrides the route-meta title (already translated), e.g. a record name. */
  title?: ReactNode;
  /** Overrides single header flags of the route meta. */
  header?: HeaderOptions;
  /** Custom back handler (e.g. step 2 → step 1 of a wizard). */
  onBack?: () => void;
  /** Extra header controls on the right. */
  headerRight?: ReactNode;
  /** 'muted' (default): grey page with cards; 'plain': white page. */
  tone?: 'muted' | 'plain';
  className?: string;
}

/**
 * The header of a frame that shows a state instead of the page (a page that could not load or
 * crashed): opaque, with dark text. A see-through header (/wallet/foreign-exchange, /ad-welcome,
 * white text) floats over the page's own dark hero, which is not there: its back button, title and
 * service icon would be white on the light background.
 */
export const STATE_FRAME_HEADER: HeaderOptions = { transparent: false, light: false };

/**
 * Every screen's frame: the shared header configured by the route meta, then the content.
 *
 *   export function Component() {
 *     return <Page>…</Page>;            // title and header flags come from the route table
 *   }
 */
export function Page({
  children,
  title,
  header,
  onBack,
  headerRight,
  tone = 'muted',
  className,
}: PageProps) {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  // The first page is on screen: the calls its largest paint does not need may follow it.
  useEffect(firstScreenRendered, []);
  const options: HeaderOptions = { ...meta?.header, ...header };
  const shownTitle = title ?? (meta ? t(meta.title) : null);
  return (
    <div
      className={[styles.page, tone === 'plain' ? styles.plain : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {!options.hidden && (
        <AppHeader title={shownTitle} options={options} onBack={onBack} right={headerRight} />
      )}
      <main className={styles.body}>{children}</main>
    </div>
  );
}
