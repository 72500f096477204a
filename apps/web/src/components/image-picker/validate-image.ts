import { IMAGE_MAX_BYTES } from '@adc/contract/constants';
import type { MessageKey } from '@adc/messages/types';

/** The image types the server accepts (it checks magic bytes; this is the friendly pre-check). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Checks a picked file before upload: must be an image (error.image_type) of at most 5 MB
 * (error.image_too_large). Returns the catalogue key of the problem, or null when it may go.
 */
export function validateImageFile(
  file: Pick<File, 'type' | 'size'>,
): Extract<MessageKey, 'error.image_type' | 'error.image_too_large'> | null {
  if (!file.type.startsWith('image/')) return 'error.image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'error.image_too_large';
  return null;
}
