/** The day rule both sides import: days in a company's time zone, across DST and far zones. */
import {
  addDays,
  dayOf,
  daysIn,
  isDay,
  isTimeZone,
  momentInWords,
  momentInZoneWords,
  currentZoneName,
  zoneChoices,
  momentOf,
  monthOf,
  onDays,
  workDayProblem,
  startOfDayIn,
  todayIn,
  weekOf,
  yearOf,
} from '../src/days';
import { Settings } from 'luxon';

const HOUR = 3_600_000;

describe('the day of a moment in a zone', () => {
  test('a moment in words is the zone’s clock time, to the second', () => {
    const moment = '2026-11-25T11:30:05Z';
    expect(momentInWords(moment, 'Pacific/Auckland')).toBe('Nov 26, 2026, 12:30:05 AM'); // NZDT (UTC+13)
    expect(momentInWords(moment, 'Europe/Berlin')).toBe('Nov 25, 2026, 12:30:05 PM'); // CET
    expect(momentInWords('2026-07-01T09:00:00Z', 'Europe/Berlin')).toBe('Jul 1, 2026, 11:00:00 AM'); // CEST
    expect(momentInWords('not a time', 'Europe/Berlin')).toBeNull();
    // one clock per page: the company's, named where the viewer's clocks show another time
    expect(momentInZoneWords(moment, 'Europe/Berlin', 'Europe/Berlin')).toBe('Nov 25, 2026, 12:30:05 PM');
    expect(momentInZoneWords(moment, 'Europe/Berlin', 'Europe/Paris')).toBe('Nov 25, 2026, 12:30:05 PM');
    expect(momentInZoneWords(moment, 'Europe/Berlin', 'America/New_York')).toBe(
      'Nov 25, 2026, 12:30:05 PM (Europe/Berlin time)',
    );
    expect(momentInZoneWords('not a time', 'Europe/Berlin', 'UTC')).toBeNull();
  });

  test('one moment is a different day in Auckland, Berlin and Los Angeles', () => {
    const moment = '2026-11-25T11:30:00Z';
    expect(dayOf(moment, 'Pacific/Auckland')).toBe('2026-11-26'); // 00:30 NZDT (UTC+13)
    expect(dayOf(moment, 'Europe/Berlin')).toBe('2026-11-25'); // 12:30 CET
    expect(dayOf('2026-11-26T07:30:00Z', 'America/Los_Angeles')).toBe('2026-11-25'); // 23:30 PST
    expect(dayOf('2026-11-26T08:00:00Z', 'America/Los_Angeles')).toBe('2026-11-26'); // midnight PST
  });

  test('today is the zone’s day, whatever the zone of the process', () => {
    const now = new Date('2026-10-31T23:30:00Z');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-01'); // 00:30 CET (the clocks went back at 01:00 UTC on 25 Oct)
    expect(todayIn('Pacific/Auckland', now)).toBe('2026-11-01');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-10-31');
    expect(todayIn('America/Los_Angeles', now.getTime())).toBe('2026-10-31');
  });

  test('days start at the zone’s midnight and are 23 or 25 hours long across DST changes', () => {
    // Berlin: clocks forward on 29 March 2026 (02:00 -> 03:00), back on 25 October (03:00 -> 02:00)
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin') - startOfDayIn('2026-03-29', 'Europe/Berlin')).toBe(
      23 * HOUR,
    );
    expect(startOfDayIn('2026-10-26', 'Europe/Berlin') - startOfDayIn('2026-10-25', 'Europe/Berlin')).toBe(
      25 * HOUR,
    );
    // Auckland: clocks back on 5 April 2026 (03:00 NZDT -> 02:00 NZST), forward on 27 September
    expect(
      startOfDayIn('2026-04-06', 'Pacific/Auckland') - startOfDayIn('2026-04-05', 'Pacific/Auckland'),
    ).toBe(25 * HOUR);
    expect(
      startOfDayIn('2026-09-28', 'Pacific/Auckland') - startOfDayIn('2026-09-27', 'Pacific/Auckland'),
    ).toBe(23 * HOUR);
    // Los Angeles: forward on 8 March 2026, back on 1 November
    expect(
      startOfDayIn('2026-03-09', 'America/Los_Angeles') - startOfDayIn('2026-03-08', 'America/Los_Angeles'),
    ).toBe(23 * HOUR);
    expect(startOfDayIn('2026-11-01', 'America/Los_Angeles')).toBe(Date.parse('2026-11-01T07:00:00Z'));
    expect(startOfDayIn('2026-11-02', 'America/Los_Angeles')).toBe(Date.parse('2026-11-02T08:00:00Z'));
  });

  test('without a zone a day starts at the runtime’s own midnight (the viewer’s, in a browser)', () => {
    const runtimeZone = Settings.defaultZone;
    Settings.defaultZone = 'Asia/Tokyo';
    try {
      expect(startOfDayIn('2026-11-26', null)).toBe(Date.parse('2026-11-25T15:00:00Z'));
      expect(startOfDayIn('2026-11-26', undefined)).toBe(Date.parse('2026-11-25T15:00:00Z'));
      expect(startOfDayIn('2026-11-26', 'Not/AZone')).toBe(Date.parse('2026-11-25T15:00:00Z'));
    } finally {
      Settings.defaultZone = runtimeZone;
    }
  });

  test('the hour repeated when the clocks go back belongs to one day, both times', () => {
    // 02:30 happens twice in Auckland on 5 April 2026: at 13:30 UTC (NZDT) and 14:30 UTC (NZST)
    expect(dayOf('2026-04-04T13:30:00Z', 'Pacific/Auckland')).toBe('2026-04-05');
    expect(dayOf('2026-04-04T14:30:00Z', 'Pacific/Auckland')).toBe('2026-04-05');
    expect(dayOf('2026-04-04T10:59:59Z', 'Pacific/Auckland')).toBe('2026-04-04');
    expect(dayOf('2026-04-05T11:59:59Z', 'Pacific/Auckland')).toBe('2026-04-05'); // 23:59:59 NZST
    expect(dayOf('2026-04-05T12:00:00Z', 'Pacific/Auckland')).toBe('2026-04-06');
  });

  test('timestamps: zoned ones as written, wall-clock ones in the zone, unreadable ones none', () => {
    expect(momentOf('2025-03-02T00:15:00.123+05:30', 'Europe/Berlin')).toBe(
      Date.parse('2025-03-01T18:45:00.123Z'),
    );
    expect(dayOf('2025-03-05T23:30:00', 'Pacific/Auckland')).toBe('2025-03-05');
    expect(momentOf('2025-03-05T23:30:00', 'Pacific/Auckland')).toBe(Date.parse('2025-03-05T10:30:00Z'));
    expect(dayOf('2025-13-45T00:00:00Z', 'Europe/Berlin')).toBeNull();
    expect(dayOf('garbage', 'Europe/Berlin')).toBeNull();
    expect(dayOf(null, 'Europe/Berlin')).toBeNull();
  });

  test('zones: IANA names the runtime knows; another name counts in the runtime’s own zone', () => {
    expect(isTimeZone('Pacific/Auckland')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(isTimeZone('+02:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(todayIn('Not/AZone', new Date('2026-10-31T23:30:00Z'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('zones: the same answer each time, also past the names it keeps (spellings in other cases)', () => {
    const spellings = Array.from({ length: 1200 }, (_, mask) => {
      const cased = [...'americanewyork'].map((c, i) => (mask & (1 << i) ? c.toUpperCase() : c)).join('');
      return `${cased.slice(0, 7)}/${cased.slice(7, 10)}_${cased.slice(10)}`;
    });
    expect(new Set(spellings).size).toBe(1200);
    for (const name of spellings) expect(isTimeZone(name)).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      expect(isTimeZone('Pacific/Auckland')).toBe(true);
      expect(isTimeZone('Not/AZone')).toBe(false);
      expect(isTimeZone('America/New_Yorkk')).toBe(false);
    }
    expect(dayOf('2025-03-05T23:30:00', 'AMERICA/NEW_YORK')).toBe('2025-03-05');
  });
});

describe('calendar days, ISO weeks, months', () => {
  test('days are real calendar dates', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // the short day is one day all the same
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysIn({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(daysIn({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(daysIn({ from: '2026-03-01', to: '2026-03-31' })).toBe(31); // across the DST change
    expect(daysIn({ from: '2026-03-02', to: '2026-03-01' })).toBe(0);
    expect(daysIn({ from: '2026-02-30', to: '2026-03-01' })).toBe(0);
  });

  test('weeks run Monday to Sunday across months and years; months and years whole', () => {
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // a Sunday
    expect(weekOf('2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' }); // a Monday
    expect(weekOf('2026-01-01')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(yearOf('2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('items on a range of days', () => {
  const at = (id: number, created_at: string) => ({ id, created_at });
  const createdAt = (item: { created_at: string }) => item.created_at;

  test('both days included, an empty bound open, unreadable timestamps left out', () => {
    const items = [
      at(1, '2025-03-01T00:00:00'),
      at(2, '2025-03-02T23:59:59'),
      at(3, '2025-03-03T00:00:00'),
      at(4, 'garbage'),
    ];
    const ids = (from: string, to: string) =>
      onDays(items, { from, to }, 'Europe/Berlin', createdAt).map((i) => i.id);
    expect(ids('2025-03-01', '2025-03-02')).toEqual([1, 2]);
    expect(ids('2025-03-02', '2025-03-02')).toEqual([2]);
    expect(ids('', '2025-03-01')).toEqual([1]);
    expect(ids('2025-03-03', '')).toEqual([3]);
    expect(ids('', '')).toEqual([1, 2, 3]);
  });

  test("one day's tasks are those of the company's day: the same moments, other days in other zones", () => {
    const items = [
      at(1, '2026-11-24T23:00:00Z'), // Auckland 25th 12:00, Berlin 25th 00:00, Los Angeles 24th 15:00
      at(2, '2026-11-25T10:59:00Z'), // Auckland 25th 23:59, Berlin 25th 11:59, Los Angeles 25th 02:59
      at(3, '2026-11-25T11:00:00Z'), // Auckland 26th 00:00
      at(4, '2026-11-25T22:59:00Z'), // Berlin 25th 23:59, Los Angeles 25th 14:59
      at(5, '2026-11-26T07:59:00Z'), // Los Angeles 25th 23:59
    ];
    const day = { from: '2026-11-25', to: '2026-11-25' };
    const ids = (zone: string) => onDays(items, day, zone, createdAt).map((i) => i.id);
    expect(ids('Pacific/Auckland')).toEqual([1, 2]);
    expect(ids('Europe/Berlin')).toEqual([1, 2, 3, 4]);
    expect(ids('America/Los_Angeles')).toEqual([2, 3, 4, 5]);
  });

  test('a range across a DST change keeps its 23- and 25-hour days whole', () => {
    // every hour from 27 March to 1 April 2026 (UTC); Berlin skips 02:00-03:00 on the 29th
    const base = Date.parse('2026-03-27T00:00:00Z');
    const hours = Array.from({ length: 6 * 24 }, (_, i) => at(i, new Date(base + i * HOUR).toISOString()));
    const count = (from: string, to: string, zone: string) =>
      onDays(hours, { from, to }, zone, createdAt).length;
    expect(count('2026-03-29', '2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(count('2026-03-28', '2026-03-28', 'Europe/Berlin')).toBe(24);
    // Auckland's clocks go back on 5 April: that day has 25 hours
    const april = Date.parse('2026-04-03T00:00:00Z');
    const later = Array.from({ length: 5 * 24 }, (_, i) => at(i, new Date(april + i * HOUR).toISOString()));
    expect(
      onDays(later, { from: '2026-04-05', to: '2026-04-05' }, 'Pacific/Auckland', createdAt),
    ).toHaveLength(25);
  });

  test('10,000 tasks: each is read once against the two moments that bound the days', () => {
    const base = Date.UTC(2025, 0, 1);
    const many = Array.from({ length: 10_000 }, (_, i) => at(i, new Date(base + i * HOUR).toISOString()));
    const kept = onDays(many, { from: '2025-02-01', to: '2025-02-28' }, 'UTC', createdAt);
    expect(kept.every((item) => dayOf(item.created_at, 'UTC')!.startsWith('2025-02'))).toBe(true);
    expect(kept).toHaveLength(28 * 24);
  });
});

describe('a work day against the company today', () => {
  const rule = { maxDaysBack: 366 };
  test('today and 366 days back are in range; tomorrow and 367 days back are not', () => {
    // 2025-02-28 is 366 days before 1 March 2026
    expect(workDayProblem(rule, '2026-03-01', '2026-03-01')).toBeNull();
    expect(workDayProblem(rule, '2025-02-28', '2026-03-01')).toBeNull();
    expect(workDayProblem(rule, '2025-02-27', '2026-03-01')).toBe('tooOld');
    expect(workDayProblem(rule, '2026-03-02', '2026-03-01')).toBe('future');
    // across a leap day: 2024-02-29 is 366 days before 2025-03-01
    expect(workDayProblem(rule, '2024-02-29', '2025-03-01')).toBeNull();
    expect(workDayProblem(rule, '2024-02-28', '2025-03-01')).toBe('tooOld');
  });

  test('a day that is no calendar day is invalid, with or without today', () => {
    for (const day of ['2026-02-29', '2026-02-30', '1/3/2026', '2026-03-01T10:00', '', 'yesterday'])
      expect(workDayProblem(rule, day, '2026-03-01')).toBe('invalid');
    expect(workDayProblem(rule, '2026-02-30')).toBe('invalid');
    // without today, a real day is fine whenever it is
    expect(workDayProblem(rule, '2030-01-01')).toBeNull();
  });
});

describe('zone names', () => {
  test('the current IANA name of an older one; choices by their current names only, UTC among them', () => {
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(currentZoneName('Europe/Berlin')).toBe('Europe/Berlin');
    const choices = zoneChoices();
    expect(choices).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'UTC', 'Europe/Berlin']));
    expect(choices).not.toContain('Asia/Calcutta');
    expect(choices).not.toContain('Europe/Kiev');
    expect(new Set(choices).size).toBe(choices.length);
  });
});
