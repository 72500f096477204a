import ImageViewer from 'antd-mobile/es/components/image-viewer';
import Swiper from 'antd-mobile/es/components/swiper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductType } from '@adc/contract';
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
      {viewerIndex !== null && viewerIndex >= 0 && (
        <ImageViewer.Multi
          images={viewable}
          visible
          defaultIndex={viewerIndex}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </>
  );
}
