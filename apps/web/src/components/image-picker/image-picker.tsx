import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { toast, toastLoading } from '@/lib/notify';
import styles from './image-picker.module.css';
import { ACCEPTED_IMAGE_TYPES, validateImageFile } from './validate-image';

export interface ImagePickerProps {
  /** The trigger (avatar, button…); the whole area opens the file chooser. */
  children: ReactNode;
  /** Called with the uploaded file's URL (from POST /api/files/upload). */
  onUploaded: (url: string) => void;
  /** Replaces the upload (tests, previews). */
  upload?: (file: File) => Promise<string>;
  disabled?: boolean;
  'aria-label'?: string;
}

const defaultUpload = async (file: File) => (await api.common.upload({ body: { file } })).url;

/**
 * Picks one image, validates it (type, ≤ 5 MB: toasts error.image_type / error.image_too_large),
 * uploads it with a loading toast, then hands over the URL. Upload errors are toasted by the API
 * layer.
 */
export function ImagePicker({
  children,
  onUploaded,
  upload = defaultUpload,
  disabled,
  'aria-label': ariaLabel,
}: ImagePickerProps) {
  const { t } = useTranslation();

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      toast(t(problem));
      return;
    }
    const loading = toastLoading(t('image_picker.uploading'));
    try {
      onUploaded(await upload(file));
    } catch {
      // already shown by the API layer
    } finally {
      loading.close();
    }
  };

  return (
    <label
      className={styles.picker}
      aria-label={ariaLabel ?? t('image_picker.choose')}
      aria-disabled={disabled}
    >
      {children}
      <input
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        className={styles.input}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // picking the same file again still fires change
          void onPick(file);
        }}
      />
    </label>
  );
}
