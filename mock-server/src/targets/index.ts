/** What other resources use of targets: the target minutes of days, read alone or with another read. */
export {
  companyTargetRows,
  targetTotalsFromTexts,
  targetTotalsOfDays,
  targetsFromTexts,
  type TargetTotals,
} from './queries';
