/** Hourly rates at five levels, each with its history, and which one applies to a task. */
export { rateRoutes } from './routes';
export { rateBook, rateDays, rateFor, usersOfRates, type RateBook } from './resolve';
