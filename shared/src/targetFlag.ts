/**
 * @app/shared/target-flag: the performance tables' 'Under target' flag and their rows' 'Week'
 * action, an entry of its own: the consultants' first pages show them without loading the weeks'
 * pages or the date library.
 */
export { UnderTargetBadge, type UnderTargetBadgeProps } from './weeks/UnderTargetBadge';
export { useWeekRowAction } from './weeks/weekRowAction';
