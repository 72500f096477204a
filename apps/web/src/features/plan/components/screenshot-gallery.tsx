import ImageViewer from 'antd-mobile/es/components/image-viewer';
import Swiper from 'antd-mobile/es/components/swiper';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '@adc/contract';
import { useBackToClose } from '@/lib/overlay-history';
import { ProductTypeIcon } from './product-icons';
import styles from './screenshot-gallery.module.css';

export interface ScreenshotGalleryProps {
  images: readonly string[];
  type: ProductType;
  name: string;
}

/**
 * The product's screenshots in a swipeable strip; a tap opens the full-screen viewer. Images that
 * fail to load (seed paths may 404) show a designed placeholder and are left out of the viewer.
 */
export function ScreenshotGallery({ images, type, name }: ScreenshotGalleryProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const viewable = images.filter((image) => !failed.has(image));
  const viewerOpen = viewerIndex !== null && viewerIndex >= 0;
  useBackToClose(viewerOpen, () => setViewerIndex(null));
  const closeRef = useRef<HTMLButtonElement>(null);

  // The open viewer takes the focus (its Close button; Escape closes it, lib/overlay-history.ts);
  // closed, the focus goes back to
  // the screenshot that opened it.
  useEffect(() => {
    if (!viewerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // antd-mobile marks the viewer's mask, which holds the images and the Close button,
    // aria-hidden: to a screen reader the open viewer was nothing. It is a modal dialog.
    const mask = closeRef.current?.closest('.adm-mask');
    if (mask) {
      mask.removeAttribute('aria-hidden');
      mask.setAttribute('role', 'dialog');
      mask.setAttribute('aria-modal', 'true');
      mask.setAttribute('aria-label', name);
    }
    closeRef.current?.focus();
    return () => opener?.focus();
  }, [viewerOpen, name]);

  const markFailed = (image: string) => setFailed((previous) => new Set(previous).add(image));

  return (
    <>
      <Swiper
        className={styles.swiper}
        slideSize={images.length > 1 ? 62 : 100}
        stuckAtBoundary
        indicator={(total, current) =>
          total > 1 ? (
            <span className={styles.counter} aria-hidden="true">
              {current + 1}/{total}
            </span>
          ) : null
        }
      >
        {images.map((image, index) => {
          const label = t('plan.goods.screenshot', { index: index + 1, total: images.length });
          return (
            <Swiper.Item key={`${image}-${index}`} className={styles.item}>
              {failed.has(image) ? (
                <div
                  className={`${styles.tile} ${styles.fallback} ${styles[type]}`}
                  role="img"
                  aria-label={`${name} · ${label}`}
                >
                  <ProductTypeIcon type={type} className={styles.fallbackIcon} />
                  <span className={styles.fallbackIndex} aria-hidden="true">
                    {index + 1}
                  </span>
                </div>
              ) : (
                <button
                  type="button"
                  className={styles.tile}
                  onClick={() => setViewerIndex(viewable.indexOf(image))}
                  aria-label={label}
                >
                  <img
                    className={styles.image}
                    src={image}
                    alt={`${name} · ${label}`}
                    loading="lazy"
                    onError={() => markFailed(image)}
                  />
                </button>
              )}
            </Swiper.Item>
          );
        })}
      </Swiper>
      {viewerOpen && (
        <ImageViewer.Multi
          images={viewable}
          visible
          defaultIndex={viewerIndex}
          onClose={() => setViewerIndex(null)}
          // Over the whole app (in place it lay under the page's sticky launch bar, which took
          // the taps at the bottom of the screen).
          getContainer={() => document.body}
          renderFooter={() => (
            <button
              ref={closeRef}
              type="button"
              className={styles.viewerClose}
              onClick={() => setViewerIndex(null)}
              data-testid="plan-screenshot-close"
            >
              {t('common.close')}
            </button>
          )}
        />
      )}
    </>
  );
}
