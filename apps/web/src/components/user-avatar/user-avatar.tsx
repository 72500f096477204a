import { useState } from 'react';
import { px } from '@/lib/units';
import styles from './user-avatar.module.css';

export interface UserAvatarProps {
  name: string;
  src: string | null;
  /** Diameter in design px. */
  size?: number;
  className?: string;
  /** The picture's text alternative; without it the avatar is decorative (next to the name). */
  alt?: string;
  testId?: string;
}

/**
 * The one avatar of the app: the user's picture, or the first letter of the name on a tinted disc
 * (also when the picture fails to load), on the home hero and the profile alike.
 */
export function UserAvatar({ name, src, size = 48, className, alt, testId }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const dimension = { width: px(size), height: px(size), fontSize: px(Math.round(size * 0.42)) };
  const cls = [styles.avatar, className ?? ''].filter(Boolean).join(' ');
  if (src && !failed) {
    return (
      <img
        className={cls}
        style={dimension}
        src={src}
        alt={alt ?? ''}
        aria-hidden={alt ? undefined : true}
        data-testid={testId}
        onError={() => setFailed(true)}
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className={`${cls} ${styles.fallback}`}
      style={dimension}
      role={alt ? 'img' : undefined}
      aria-label={alt}
      aria-hidden={alt ? undefined : true}
    >
      {initial}
    </span>
  );
}
