/**
 * An invoice as a PDF, made with pdf-lib (no browser): the company's and the client's names and
 * addresses, the number (or DRAFT / VOID), days, lines, totals and currency written for the
 * company's locale, any Unicode name rendered. Text is set in Noto Sans, and each character it
 * lacks (CJK) in Noto Sans JP; both are embedded as subsets of the characters used.
 */
import fs from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { DateTime } from 'luxon';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Invoice } from '@app/contract';
import { formatMoney } from '@app/contract/money';

export interface PdfParties {
  company: { name: string; address: string; locale: string };
  client: { name: string; address: string; vat_id: string };
}

interface FontFile {
  bytes: Uint8Array;
  /** whether the font draws a code point */
  has: (codePoint: number) => boolean;
}

let fonts: Promise<[FontFile, FontFile]> | undefined;

async function fontFile(module: string): Promise<FontFile> {
  const bytes = new Uint8Array(await fs.readFile(require.resolve(module)));
  const font = fontkit.create(bytes as Buffer);
  return { bytes, has: (codePoint) => font.hasGlyphForCodePoint(codePoint) };
}

/** The two fonts, read once per process. */
const loadFonts = () =>
  (fonts ??= Promise.all([
    fontFile('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    fontFile('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  ]));

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.4, 0.4, 0.45);

/** Writes text in runs of one font each: the main font, else the fallback for what it lacks. */
class Writer {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly main: PDFFont,
    private readonly fallback: PDFFont,
    private readonly mainHas: (cp: number) => boolean,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private runs(text: string): { text: string; font: PDFFont }[] {
    const runs: { text: string; font: PDFFont }[] = [];
    for (const ch of text) {
      const font = this.mainHas(ch.codePointAt(0)!) ? this.main : this.fallback;
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return runs;
  }

  /** each character's advance at size 1, by the font that writes it ('m' main, 'f' fallback) */
  private readonly advances = new Map<string, number>();

  /**
   * The width of `text` at `size`: the sum of its characters' advances, each measured once (a
   * font's own measure shapes the whole text each time, and wrapping measures every line's words
   * again and again).
   */
  width(text: string, size: number): number {
    let sum = 0;
    for (const ch of text) {
      const main = this.mainHas(ch.codePointAt(0)!);
      const key = (main ? 'm' : 'f') + ch;
      let advance = this.advances.get(key);
      if (advance === undefined) {
        advance = (main ? this.main : this.fallback).widthOfTextAtSize(ch, 1);
        this.advances.set(key, advance);
      }
      sum += advance;
    }
    return sum * size;
  }

  /** `text` at x on the current line (right-aligned to x when `right`). */
  text(text: string, x: number, { size = 10, right = false, muted = false } = {}): void {
    let at = right ? x - this.width(text, size) : x;
    for (const run of this.runs(text)) {
      this.page.drawText(run.text, { x: at, y: this.y, size, font: run.font, color: muted ? MUTED : INK });
      at += this.width(run.text, size);
    }
  }

  /** `text` cut into lines of at most `width` (at spaces where it can). */
  wrap(text: string, width: number, size = 10): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/(\s+)/)) {
        const tried = line + word;
        if (this.width(tried, size) <= width || !line.trim()) {
          line = tried;
          // a word longer than the width is cut by characters
          while (this.width(line, size) > width && [...line].length > 1) {
            const chars = [...line];
            let cut = chars.length - 1;
            while (cut > 1 && this.width(chars.slice(0, cut).join(''), size) > width) cut -= 1;
            lines.push(chars.slice(0, cut).join(''));
            line = chars.slice(cut).join('');
          }
        } else {
          lines.push(line.trimEnd());
          line = word.trimStart();
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Moves down a line of `height`, on to a new page when the page is full. */
  down(height: number): void {
    this.y -= height;
    if (this.y < MARGIN) this.newPage();
  }
}

/** The invoice as PDF bytes. */
export async function invoicePdf(invoice: Invoice, parties: PdfParties): Promise<Uint8Array> {
  const [main, fallback] = await loadFonts();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title =
    invoice.status === 'draft'
      ? 'Draft invoice'
      : `Invoice ${invoice.number}${invoice.status === 'void' ? ' (VOID)' : ''}`;
  doc.setTitle(title);
  doc.setProducer('Task and time tracking');
  const w = new Writer(
    doc,
    await doc.embedFont(main.bytes, { subset: true }),
    await doc.embedFont(fallback.bytes, { subset: true }),
    main.has,
  );
  const { locale } = parties.company;
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const day = (iso: string | null) =>
    iso ? DateTime.fromISO(iso).setLocale(locale).toLocaleString(DateTime.DATE_MED) : '—';
  const hours = (minutes: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      minutes / 60,
    );
  const right = A4.width - MARGIN;
  const column = (A4.width - 2 * MARGIN) / 2;

  w.text(title, MARGIN, { size: 18 });
  if (invoice.status === 'void') {
    w.down(16);
    w.text(`Void: ${invoice.void_reason ?? ''}`, MARGIN, { muted: true });
  }
  w.down(30);
  const top = w.y;
  w.text(parties.company.name, MARGIN, { size: 11 });
  for (const line of w.wrap(parties.company.address, column - 10)) {
    w.down(13);
    w.text(line, MARGIN, { muted: true });
  }
  const below = w.y;
  w.y = top;
  w.text(parties.client.name, MARGIN + column, { size: 11 });
  for (const line of [
    ...w.wrap(parties.client.address, column - 10),
    ...(parties.client.vat_id ? [`VAT ${parties.client.vat_id}`] : []),
  ]) {
    w.down(13);
    w.text(line, MARGIN + column, { muted: true });
  }
  w.y = Math.min(below, w.y);
  w.down(28);
  for (const [label, value] of [
    ['Issued', day(invoice.issued_on)],
    ['Due', day(invoice.due_on)],
    ['Period', `${day(invoice.period_from)} – ${day(invoice.period_to)}`],
    ...(invoice.paid_on ? [['Paid', day(invoice.paid_on)]] : []),
  ]) {
    w.text(label, MARGIN, { muted: true });
    w.text(value, MARGIN + 80, {});
    w.down(14);
  }
  w.down(16);

  const cols = { hours: right - 210, rate: right - 110, amount: right };
  const header = () => {
    w.text('Description', MARGIN, { muted: true });
    w.text('Hours', cols.hours, { right: true, muted: true });
    w.text('Rate', cols.rate, { right: true, muted: true });
    w.text('Amount', cols.amount, { right: true, muted: true });
    w.down(16);
  };
  header();
  for (const line of invoice.lines) {
    const text = w.wrap(line.description, cols.hours - 60 - MARGIN);
    if (w.y - 14 * text.length < MARGIN) {
      w.newPage();
      header();
    }
    w.text(text[0] ?? '', MARGIN);
    if (line.kind === 'hours') {
      w.text(hours(line.minutes), cols.hours, { right: true });
      w.text(money(line.hourly_rate ?? 0), cols.rate, { right: true });
    }
    w.text(money(line.amount), cols.amount, { right: true });
    for (const more of text.slice(1)) {
      w.down(13);
      w.text(more, MARGIN);
    }
    w.down(16);
  }
  w.down(8);
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(invoice.tax_rate / 100);
  for (const [label, value, size] of [
    ['Subtotal', money(invoice.subtotal), 10],
    [`Tax (${percent} %)`, money(invoice.tax), 10],
    [`Total (${invoice.currency})`, money(invoice.total), 12],
  ] as const) {
    w.text(label, cols.rate - 60, { size, right: true, muted: size === 10 });
    w.text(value, cols.amount, { size, right: true });
    w.down(18);
  }
  if (invoice.notes) {
    w.down(10);
    for (const line of w.wrap(invoice.notes, A4.width - 2 * MARGIN)) {
      w.text(line, MARGIN, { muted: true });
      w.down(13);
    }
  }
  return doc.save();
}
