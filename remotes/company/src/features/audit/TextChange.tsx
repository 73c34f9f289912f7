import { diffWords } from 'diff';
import { plainText } from '@app/shared';

/** A rich-text field's change: each side's text, the words removed and added marked. */
export interface TextChangeParts {
  before: { text: string; removed: boolean }[];
  after: { text: string; added: boolean }[];
}

/** The words of `before` and `after` (rich text, read as their visible text) that differ, by side. */
export function textChange(before: unknown, after: unknown): TextChangeParts {
  const text = (value: unknown) => (typeof value === 'string' ? plainText(value) : '');
  const parts = diffWords(text(before), text(after));
  return {
    before: parts.filter((p) => !p.added).map((p) => ({ text: p.value, removed: p.removed })),
    after: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, added: p.added })),
  };
}

/** One side of a rich-text change: its text, the words only this side has marked (del or ins). */
export function TextSide({ parts }: { parts: TextChangeParts['before'] | TextChangeParts['after'] }) {
  return (
    <>
      {parts.map((part, index) =>
        'removed' in part && part.removed ? (
          <del key={index}>{part.text}</del>
        ) : 'added' in part && part.added ? (
          <ins key={index}>{part.text}</ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
