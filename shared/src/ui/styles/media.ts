import { LIMITS } from '@app/contract';

/** Media query for screens narrower than the spec's 768 px breakpoint. */
export const BELOW_BREAKPOINT = `@media (max-width: ${LIMITS.breakpointPx - 0.02}px)`;
