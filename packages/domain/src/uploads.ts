/**
 * Image uploads (spec section 9, "Image upload maximum: 5MB"). The size a user reads in a message
 * is written from `IMAGE_MAX_MB` in each language's own form (@adc/messages: "5 MB", "5 Mo"…).
 */

/** The largest image a user may upload, in megabytes (of 1024 × 1024 bytes). */
export const IMAGE_MAX_MB = 5;

/** The same limit in bytes: what the client checks before an upload and the server enforces. */
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
