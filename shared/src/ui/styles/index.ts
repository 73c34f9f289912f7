import { baseCss } from './base';
import { buttonCss } from './buttons';
import { contentCss } from './content';
import { formCss } from './forms';
import { overlayCss } from './overlays';

/**
 * The UI kit's stylesheet; GlobalStyles renders it once. Class names start with `tt-`. The data
 * table's styles (table.ts) come with the table, which loads after sign-in.
 */
export const STYLESHEET = [baseCss, buttonCss, formCss, overlayCss, contentCss].join('');
