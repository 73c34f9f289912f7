import type { MessagePair } from '@app/shared';

/** Why the last save failed, under an edit form that stays open ('title: body'); nothing otherwise. */
export function FormFailure({ failure }: { failure: MessagePair | null }) {
  if (!failure) return null;
  return (
    <p className="tt-form-failure">
      {failure.title}: {failure.body}
    </p>
  );
}
