/** What other resources use of targets: the target minutes of days, read alone or with another read. */
export {
  companyTargetRows,
  targetTotalsFromTexts,
  targetTotalsOfDays,
  targetsFromTexts,
  targetsOfDays,
  type TargetTotals,
} from './queries';
