/** Types of throwaway-postgres.js (see there). */
export type ThrowawayPostgres =
  { url: string; dir: string; stop(): void } | { url?: undefined; skipped: string };

export declare function start(): Promise<ThrowawayPostgres>;
