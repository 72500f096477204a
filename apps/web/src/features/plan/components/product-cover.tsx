import { useState } from 'react';
import type { ProductType } from '@adc/contract';
import { ProductTypeIcon } from './product-icons';
import styles from './product-cover.module.css';

export interface ProductCoverProps {
  src: string | null | undefined;
  type: ProductType;
  /** Alternative text (the product name); empty for decorative covers next to the name. */
  alt: string;
  className?: string;
  /** Loads eagerly (the hero above the fold). */
  eager?: boolean;
}

/**
 * A product image with a designed fallback: when the URL is missing or fails to load (seed paths
 * may 404), a gradient by product type with the type's icon takes its place.
 */
export function ProductCover({ src, type, alt, className, eager }: ProductCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const cls = [styles.cover, styles[type], className ?? ''].filter(Boolean).join(' ');

  if (failed) {
    return (
      <div
        className={`${cls} ${styles.fallback}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <ProductTypeIcon type={type} className={styles.icon} />
      </div>
    );
  }
  return (
    <div className={cls}>
      <img
        className={styles.image}
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    </div>
  );
}
