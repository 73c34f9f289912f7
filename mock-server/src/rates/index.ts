/** Hourly rates at five levels, each with its history, and which one applies to a task. */
export { rateRoutes } from './routes';
export { rateBook, rateFor, type RateBook } from './resolve';
