import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (brand colour) or 'default'. */
  color?: 'primary' | 'default';
  /** 'solid' (filled) or 'outline'. */
  fill?: 'solid' | 'outline';
  size?: 'middle' | 'large';
  block?: boolean;
  /** Shows a spinner and ignores clicks. */
  loading?: boolean;
  children?: ReactNode;
}

/**
 * The app's button, styled like antd-mobile's rounded Button. A plain <button> so the sign-in
 * pages load no antd-mobile at all; elsewhere antd-mobile's Button is equally fine.
 */
export function Button({
  color = 'default',
  fill = 'solid',
  size = 'middle',
  block = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const cls = [
    styles.button,
    color === 'primary' ? styles.primary : '',
    fill === 'outline' ? styles.outline : '',
    size === 'large' ? styles.large : '',
    block ? styles.block : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={cls}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
