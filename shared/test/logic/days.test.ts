/**
 * The day rule as browser code takes it (@app/shared/days, the shared entry over the contract's):
 * the browser's own zone never decides a day; the company's does.
 */
import { Settings } from 'luxon';
import { dayOf, onDays, todayIn } from '@app/shared/days';

const createdAt = (item: { created_at: string }) => item.created_at;

describe('days in the browser', () => {
  const browserZone = Settings.defaultZone;
  afterEach(() => {
    Settings.defaultZone = browserZone;
  });

  test('a browser in Los Angeles counts the same days as one in Auckland or Berlin', () => {
    const tasks = [
      { id: 1, created_at: '2026-11-24T23:00:00Z' }, // Auckland 25th 12:00
      { id: 2, created_at: '2026-11-25T10:59:00Z' }, // Auckland 25th 23:59
      { id: 3, created_at: '2026-11-25T11:00:00Z' }, // Auckland 26th 00:00
    ];
    const now = new Date('2026-11-25T10:00:00Z'); // Auckland 23:00 on the 25th; Los Angeles 02:00 on the 25th
    const seen = ['America/Los_Angeles', 'Pacific/Auckland', 'Europe/Berlin'].map((browser) => {
      Settings.defaultZone = browser;
      const today = todayIn('Pacific/Auckland', now);
      return [
        today,
        onDays(tasks, { from: today, to: today }, 'Pacific/Auckland', createdAt).map((t) => t.id),
      ];
    });
    expect(seen).toEqual([
      ['2026-11-25', [1, 2]],
      ['2026-11-25', [1, 2]],
      ['2026-11-25', [1, 2]],
    ]);
  });

  test("a range's days in Berlin across its spring change, read by a browser in Auckland", () => {
    Settings.defaultZone = 'Pacific/Auckland';
    // Berlin's Sunday 29 March 2026 runs from 23:00 UTC on the 28th to 22:00 UTC on the 29th (23 hours)
    const tasks = [
      { id: 1, created_at: '2026-03-28T22:59:59Z' },
      { id: 2, created_at: '2026-03-28T23:00:00Z' },
      { id: 3, created_at: '2026-03-29T21:59:59Z' },
      { id: 4, created_at: '2026-03-29T22:00:00Z' },
    ];
    const day = { from: '2026-03-29', to: '2026-03-29' };
    expect(onDays(tasks, day, 'Europe/Berlin', createdAt).map((t) => t.id)).toEqual([2, 3]);
    expect(tasks.map((t) => dayOf(t.created_at, 'Europe/Berlin'))).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-29',
      '2026-03-30',
    ]);
  });
});
