/** Every body row has this height, so the table can render only the rows in view. */
export const TABLE_ROW_HEIGHT = 52;
/** Rows rendered beyond the visible ones, above and below. */
export const TABLE_OVERSCAN = 8;
/** Assumed viewport height before the scroll container has been measured (and under jsdom). */
export const TABLE_FALLBACK_VIEWPORT = 720;
