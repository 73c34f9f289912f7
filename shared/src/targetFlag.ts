/**
 * @app/shared/target-flag: the performance tables' 'Under target' flag, an entry of its own: the
 * consultants' first pages show it without loading the weeks' pages or the date library.
 */
export { UnderTargetBadge, type UnderTargetBadgeProps } from './features/weeks/UnderTargetBadge';
