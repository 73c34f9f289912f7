/**
 * luxon, loaded on demand. The login page shows no dates, so luxon (about 22 KB gzipped) is not
 * part of the first load, nor of pages that show no dates: tables with date columns and the task
 * details load it (useDateLibrary() suspends until it is there), and the shell fetches it while the
 * user reads the first page.
 */
import { onDemandModule } from '../onDemandModule';

const luxon = onDemandModule('luxon', () => import(/* webpackChunkName: "luxon" */ 'luxon'));

export const loadDateLibrary = luxon.load;
/** luxon itself; only after loadDateLibrary() resolved or useDateLibrary() returned. */
export const dateLibrary = luxon.get;
/** Suspends the calling component until luxon is loaded. */
export const useDateLibrary = luxon.useLoaded;
/** The same, for a component that needs luxon only for some props (not a React hook: no state). */
export const suspendUntilDatesLoaded = luxon.useLoaded;
