import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@adc/contract';
import { ImagePicker } from '@/components/image-picker';
import { UserAvatar } from '@/components/user-avatar';
import styles from './profile.module.css';

export interface AvatarCardProps {
  user: UserInfo;
  /** The uploaded image's URL (POST /api/files/upload), to be saved as the avatar. */
  onUploaded: (url: string) => void;
  busy: boolean;
}

/** The avatar (tap to upload a new one: image type and ≤ 5 MB checked first), name and user ID. */
export function AvatarCard({ user, onUploaded, busy }: AvatarCardProps) {
  const { t } = useTranslation();
  const name = user.nickname || user.username;
  return (
    <section className={styles.hero} aria-label={t('profile.avatar_alt')}>
      <div className={styles.avatarWrap} data-testid="profile-avatar-upload">
        <ImagePicker
          onUploaded={onUploaded}
          disabled={busy}
          aria-label={t('profile.change_avatar')}
        >
          <span className={styles.avatar}>
            <UserAvatar
              name={name}
              src={user.avatar || null}
              size={68}
              alt={t('profile.avatar_alt')}
              testId="profile-avatar"
            />
            <span className={styles.camera} aria-hidden="true">
              <CameraOutline />
            </span>
          </span>
        </ImagePicker>
      </div>
      <div className={styles.heroText}>
        <h2 className={styles.name} data-testid="profile-name">
          {name}
        </h2>
        <p className={styles.uid}>{t('profile.uid_line', { uid: user.uid })}</p>
      </div>
    </section>
  );
}
