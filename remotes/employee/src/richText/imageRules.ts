import { RICH_TEXT_POLICY } from '@app/contract/rich-text-policy';

/** What an embedded image in a task body may be: http, https or embedded data. */

/** Image types the editor reads from a chosen file and embeds. */
export const IMAGE_TYPES = RICH_TEXT_POLICY.image.dataTypes;

/** A chosen image is embedded in the body, so it is kept small: 1 MiB per file. */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** An image source the editor keeps and the display shows (the sanitisers' rule). */
export const EMBEDDABLE_IMAGE_URL = RICH_TEXT_POLICY.image.url;
