export interface SpinnerProps {
  /** Announced to assistive technology; omit when the surrounding element already says it is busy. */
  label?: string;
}

/** A spinning ring, 18 px high, in the current text colour. */
export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span className="tt-spinner" role="status" aria-label={label} />
  ) : (
    <span className="tt-spinner" aria-hidden="true" />
  );
}
