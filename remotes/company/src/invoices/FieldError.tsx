import { useId, type ReactNode } from 'react';

interface Described {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A control without an error slot of its own (a choice) with why it was refused under it: the
 * control is marked invalid and described by the words.
 */
export function FieldError({
  error,
  children,
}: {
  error: string | undefined;
  children: (described: Described) => ReactNode;
}) {
  const errorId = useId();
  return (
    <div>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error && (
        <p id={errorId} className="tt-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
