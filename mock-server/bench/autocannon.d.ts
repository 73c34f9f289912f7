/** autocannon ships no type declarations: the little bench/load.ts uses of it, typed. */
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(options: object): Promise<Result>;
  export = autocannon;
}
