import { useTranslation } from 'react-i18next';
import type { ProductType } from '@adc/contract';
import { ProductTypeIcon, SpeakerIcon } from './product-icons';
import styles from './product-info.module.css';

/** The product's name next to its cover, cut after two lines. */
export function ProductName({ name, className }: { name: string; className?: string }) {
  return <span className={[styles.name, className ?? ''].filter(Boolean).join(' ')}>{name}</span>;
}

export interface ProductTagsProps {
  type: ProductType;
  /** The platform promotes the product: an "Official push" tag after the type. */
  officialPush: boolean;
}

/** The product's type (with its icon) and the official-push tag, under the product's name. */
export function ProductTags({ type, officialPush }: ProductTagsProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.tags}>
      <span className={styles.tag}>
        <ProductTypeIcon type={type} />
        {t(`enums.product_type.${type}`)}
      </span>
      {officialPush && (
        <span className={`${styles.tag} ${styles.push}`} data-testid="plan-official-push">
          <SpeakerIcon />
          {t('plan.official_push')}
        </span>
      )}
    </span>
  );
}
