import { useState } from 'react';
import { px } from '@/lib/units';
import styles from './user-avatar.module.css';

/**
 * The user's picture, or the first letter of the name on a tinted disc (also when it fails to
 * load). Decorative: it always sits next to the visible name.
 */
export function UserAvatar({
  name,
  src,
  size = 48,
  className,
}: {
  name: string;
  src: string | null;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const dimension = { width: px(size), height: px(size), fontSize: px(Math.round(size * 0.42)) };
  const cls = [styles.avatar, className ?? ''].filter(Boolean).join(' ');
  if (src && !failed) {
    return (
      <img
        className={cls}
        style={dimension}
        src={src}
        alt=""
        aria-hidden="true"
        onError={() => setFailed(true)}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span className={`${cls} ${styles.fallback}`} style={dimension} aria-hidden="true">
      {initial}
    </span>
  );
}
