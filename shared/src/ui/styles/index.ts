import { baseCss } from './base';
import { buttonCss } from './buttons';
import { contentCss } from './content';
import { formCss } from './forms';
import { overlayCss } from './overlays';
import { tableCss } from './table';

/** The UI kit's whole stylesheet; GlobalStyles renders it once. Class names start with `tt-`. */
export const STYLESHEET = [baseCss, buttonCss, formCss, overlayCss, tableCss, contentCss].join('');
