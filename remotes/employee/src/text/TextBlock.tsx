import { linePieces, textLines } from './textBlockParse';

export interface TextBlockProps {
  text: string;
  className?: string;
}

/**
 * Plain text as written: web links become links that open in a new tab, and list
 * markers ('- ', '* ', '+ ', '1. ') after whitespace start a new line. Never renders the text as HTML.
 */
export function TextBlock({ text, className }: TextBlockProps) {
  return (
    <div className={className ? `tt-text-block ${className}` : 'tt-text-block'}>
      {textLines(text).map((line, lineIndex) => (
        <span key={lineIndex} className="tt-text-line">
          {linePieces(line).map((piece, pieceIndex) =>
            piece.kind === 'link' ? (
              <a key={pieceIndex} href={piece.href} target="_blank" rel="noopener noreferrer">
                {piece.href}
                <span className="tt-sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              piece.text
            ),
          )}
        </span>
      ))}
    </div>
  );
}
