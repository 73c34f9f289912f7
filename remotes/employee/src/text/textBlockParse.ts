/** A run of plain text or a web link inside a line of a text block. */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Whitespace followed by a list marker ('- ', '* ', '+ ', '1. '): the marker starts a new line. */
const BEFORE_LIST_MARKER = /\s+(?=(?:[-*+]|\d+\.)\s)/;
const WEB_LINK = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/** The lines of a text: its own line breaks plus a break before every list marker after whitespace. */
export function textLines(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const parts = line.split(BEFORE_LIST_MARKER);
    return parts.length > 1 ? parts.filter((part) => part !== '') : parts;
  });
}

/** A link found in prose loses the sentence's punctuation and an unmatched closing parenthesis. */
function trimLink(candidate: string): string {
  let link = candidate.replace(TRAILING_PUNCTUATION, '');
  while (link.endsWith(')') && link.split('(').length < link.split(')').length) {
    link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return link;
}

/** Splits a line into text and http(s) links. */
export function linePieces(line: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const match of line.matchAll(WEB_LINK)) {
    const start = match.index ?? 0;
    const href = trimLink(match[0]);
    if (start > cursor) pieces.push({ kind: 'text', text: line.slice(cursor, start) });
    pieces.push({ kind: 'link', href });
    cursor = start + href.length;
  }
  if (cursor < line.length) pieces.push({ kind: 'text', text: line.slice(cursor) });
  return pieces;
}
