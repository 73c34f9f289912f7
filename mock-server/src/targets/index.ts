/** What other resources use of targets: the target minutes of days. */
export { targetsOfDays } from './queries';
