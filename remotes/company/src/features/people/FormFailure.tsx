import type { MessagePair } from '@app/shared';

/** Why the last save failed, under an edit form that stays open ('title: body'); nothing otherwise. */
export function FormFailure({ failure, id }: { failure: MessagePair | null; id?: string }) {
  if (!failure) return null;
  return (
    <p className="tt-form-failure" id={id}>
      {failure.title}: {failure.body}
    </p>
  );
}
