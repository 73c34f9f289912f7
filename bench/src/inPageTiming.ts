/**
 * Timing inside the page, from a user's input to the frame that shows its result: Playwright's own
 * waiting polls, which would add tens to hundreds of milliseconds of noise.
 */
import type { ElementHandle, Page } from '@playwright/test';

/** What the user does: click the element, or set a field's value (a select or a text input). */
export type Input = { click: true } | { value: string };

/** When the result is on screen. */
export interface Shown {
  /** any change (rows, texts, attributes) inside this element */
  changeIn?: ElementHandle;
  /** the main heading starts with this and a table row is shown (in the table with `caption`, if given) */
  heading?: string;
  caption?: string;
}

export function timeInPage(page: Page, target: ElementHandle, input: Input, shown: Shown): Promise<number> {
  return page.evaluate(
    // no named helper functions in here: the page has no bundler helpers
    ([el, act, changeIn, heading, caption]) =>
      new Promise<number>((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error('the page did not show the result within 30 s')),
          30_000,
        );
        const observer = new MutationObserver(() => {
          if (!changeIn) {
            if (heading && !document.querySelector('main h1')?.textContent?.startsWith(heading)) return;
            const tables = [...document.querySelectorAll<HTMLTableElement>('main table')].filter(
              (t) => !caption || t.caption?.textContent === caption,
            );
            if (!tables.some((t) => t.querySelector('tbody tr.tt-row'))) return;
          }
          observer.disconnect();
          // the frame that shows it
          requestAnimationFrame(() =>
            setTimeout(() => {
              clearTimeout(timeout);
              resolve(performance.now() - started);
            }, 0),
          );
        });
        observer.observe((changeIn as Node | null) ?? document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: !!changeIn,
        });
        const started = performance.now();
        if ('click' in act) {
          (el as HTMLElement).click();
        } else {
          const field = el as HTMLInputElement | HTMLSelectElement;
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, act.value);
          field.dispatchEvent(
            new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
          );
        }
      }),
    [target, input, shown.changeIn ?? null, shown.heading ?? null, shown.caption ?? null] as const,
  );
}

/** Runs per measured journey (BENCH_JOURNEY_RUNS). */
export const JOURNEY_RUNS = Number(process.env.BENCH_JOURNEY_RUNS || 7);

/**
 * Times two journeys alternately, JOURNEY_RUNS times each, after one unmeasured round of each
 * (server and file caches warm for both alike). Returns each journey's times.
 */
export async function alternateRuns(
  first: () => Promise<number>,
  second: () => Promise<number>,
): Promise<[number[], number[]]> {
  await first();
  await second();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < JOURNEY_RUNS; i += 1) {
    a.push(await first());
    b.push(await second());
  }
  return [a, b];
}
