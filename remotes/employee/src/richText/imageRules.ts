/** What an embedded image in a task body may be (spec section 1: http, https or embedded data). */

/** Image types the editor reads from a chosen file and embeds. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A chosen image is embedded in the body, so it is kept small: 1 MiB per file. */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** An image source the editor keeps and the display shows. */
export const EMBEDDABLE_IMAGE_URL = /^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp|bmp);base64,)/i;
