/** What other resources use of targets: the target minutes of days, read alone or with another read. */
export { targetColumns, targetTotalsOfDays, targetsFromTexts, targetsOfDays } from './queries';
