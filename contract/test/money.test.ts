/** The money rules both sides read: amounts exact in minor units, typed amounts, currencies. */
import {
  MONEY_LIMITS,
  amountOf,
  formatMoney,
  invoiceFileName,
  isCurrencyCode,
  isInvoiceLocale,
  minorDigits,
  parseMoney,
  parsePercent,
  parseSignedMoney,
  percentText,
} from '../src/money';

describe('amountOf', () => {
  test('minutes at an hourly rate, rounded once, half up', () => {
    expect(amountOf(60, 12000)).toBe(12000);
    expect(amountOf(1, 100)).toBe(2); // 1.67
    expect(amountOf(1, 90)).toBe(2); // 1.5, half up
    expect(amountOf(1, 89)).toBe(1); // 1.48
    expect(amountOf(0, MONEY_LIMITS.hourlyRateMax)).toBe(0);
  });

  test('a million hours at the highest rate is exact', () => {
    const minutes = 1_000_000 * 60;
    expect(amountOf(minutes, MONEY_LIMITS.hourlyRateMax)).toBe(1_000_000 * MONEY_LIMITS.hourlyRateMax);
    expect(Number.isSafeInteger(minutes * MONEY_LIMITS.hourlyRateMax)).toBe(true);
  });
});

describe('parseMoney', () => {
  test.each([
    ['120', 'EUR', 12000],
    ['120.5', 'EUR', 12050],
    ['120,50', 'EUR', 12050],
    ['1,234.50', 'EUR', 123450],
    ['1.234,50', 'EUR', 123450],
    ['1 234,50', 'EUR', 123450],
    ['1,234', 'EUR', 123400],
    // three digits after one separator group thousands, as '1.234' does in German
    ['12.345', 'EUR', 1234500],
    ['0', 'EUR', 0],
    ['1500', 'JPY', 1500],
    ['1,500', 'JPY', 1500],
    ['1.5', 'KWD', 1500],
  ])('%s %s is %d minor units', (text, currency, minor) => expect(parseMoney(text, currency)).toBe(minor));

  test.each(['', 'abc', '-5', '1.2.3', '1e5', '12,3456', '1,2345', '9'.repeat(20)])(
    '%s is no amount',
    (text) => expect(parseMoney(text, 'EUR')).toBeNull(),
  );
});

test('currencies: ISO 4217 codes and their minor units, formatted for a locale', () => {
  expect(isCurrencyCode('EUR')).toBe(true);
  expect(isCurrencyCode('NOK')).toBe(true);
  expect(isCurrencyCode('XYZ')).toBe(false);
  expect(isCurrencyCode('eur')).toBe(false);
  expect(minorDigits('JPY')).toBe(0);
  expect(minorDigits('EUR')).toBe(2);
  expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50');
  expect(formatMoney(123450, 'EUR', 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
});

describe('invoices: signed amounts, tax rates as percents, locales, file names', () => {
  test.each([
    ['49.99', 4999],
    ['-50', -5000],
    ['\u22121,234.50', -123450],
    [' 12 ', 1200],
  ])('%s is %d minor units, a negative one a discount', (text, minor) =>
    expect(parseSignedMoney(text, 'EUR')).toBe(minor),
  );

  test.each(['', '-', '--5', '5-', 'abc'])('%s is no signed amount', (text) =>
    expect(parseSignedMoney(text, 'EUR')).toBeNull(),
  );

  test.each([
    ['25', 2500],
    ['12.5', 1250],
    ['7,25', 725],
    ['0', 0],
    ['100', 10000],
    ['25 %', 2500],
    // beyond 100 % it is still a number: FIELD_RULES say it is too high
    ['101', 10100],
  ])('%s %% is %d hundredths of a percent', (text, rate) => expect(parsePercent(text)).toBe(rate));

  test.each(['', '-5', '12.345', 'ten', '1e2', '.5'])('%s is no percent', (text) =>
    expect(parsePercent(text)).toBeNull(),
  );

  test.each([
    [2500, '25'],
    [1250, '12.5'],
    [725, '7.25'],
    [5, '0.05'],
    [0, '0'],
    [10000, '100'],
  ])('%d hundredths of a percent are typed back as %s', (rate, text) => {
    expect(percentText(rate)).toBe(text);
    expect(parsePercent(percentText(rate))).toBe(rate);
  });

  test('an invoice locale is a tag the runtime writes numbers in, as the server checks it', () => {
    for (const tag of ['en', 'de-DE', 'nb']) expect(isInvoiceLocale(tag)).toBe(true);
    for (const tag of ['', 'not a locale!', 'x'.repeat(36)]) expect(isInvoiceLocale(tag)).toBe(false);
  });

  test("an invoice's PDF is named by its number, a draft by its id", () => {
    expect(invoiceFileName({ id: 71, number: '2026-0007' })).toBe('invoice-2026-0007.pdf');
    expect(invoiceFileName({ id: 72, number: null })).toBe('draft-invoice-72.pdf');
    expect(invoiceFileName({ id: 73, number: 'NW/2026 7' })).toBe('invoice-NW-2026-7.pdf');
  });
});
