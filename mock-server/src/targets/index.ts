/** What other resources use of targets: the target minutes of days. */
export { targetTotalsOfDays, targetsOfDays } from './queries';
