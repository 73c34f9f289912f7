import { useState } from 'react';
import { notify, type MessagePair } from '@app/shared';

/** Why a form was not sent: the field it is about (null: the whole form) and its notice. */
export interface FieldFailure<F> {
  field: F | null;
  notice: MessagePair;
}

/**
 * A form's failure: `fail` keeps it (for the field to show and describe) and tells it as an error
 * notification too; `clear` forgets it when the form is sent again; `errorOf` is a field's message.
 */
export function useFieldFailure<F>() {
  const [failure, setFailure] = useState<FieldFailure<F> | null>(null);
  const fail = (field: F | null, notice: MessagePair) => {
    setFailure({ field, notice });
    notify({ ...notice, mode: 'error' });
  };
  const errorOf = (field: F) => (failure?.field === field ? failure.notice.body : undefined);
  return { failure, fail, clear: () => setFailure(null), errorOf };
}
