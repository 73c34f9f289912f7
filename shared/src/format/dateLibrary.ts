/**
 * luxon, loaded on demand. The login page shows no dates, so luxon (about 22 KB gzipped) is not
 * part of the first load: the shell starts loading it once someone is signed in, and components
 * that show dates call useDateLibrary(), which suspends until it is there (at once, usually).
 */
import { onDemandModule } from '../onDemandModule';

const luxon = onDemandModule('luxon', () => import(/* webpackChunkName: "luxon" */ 'luxon'));

export const loadDateLibrary = luxon.load;
/** luxon itself; only after loadDateLibrary() resolved or useDateLibrary() returned. */
export const dateLibrary = luxon.get;
/** Suspends the calling component until luxon is loaded. */
export const useDateLibrary = luxon.useLoaded;
