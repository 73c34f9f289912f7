import { MESSAGES, addTaskAtom, notify, useAppSetter, type Project, type TaskInput } from '@app/shared';
import { useCreateDraft } from '@app/shared/query';
import { weekLockedNoticeLater } from '../weeks/weekLockedNoticeLater';

/**
 * Saves a draft of `userId` on the server. A draft the server refuses (or cannot be sent) is kept
 * in this browser instead, so nothing typed is lost: it is listed with the others and goes out
 * when they are published; resolves true (the form may close). A draft for a week that takes no
 * writes (409 week_locked) is not kept: the notice names the week and the form stays open.
 */
export function useSaveDraft(userId: number, projects: readonly Project[]) {
  const creating = useCreateDraft(userId);
  const addLocalDraft = useAppSetter(addTaskAtom);
  return async (input: TaskInput): Promise<boolean> => {
    const outcome = await creating.attempt(input);
    if (outcome.ok) {
      notify({ ...MESSAGES.draftSaved, mode: 'success' });
      return true;
    }
    // a week that takes no writes refuses it wherever it is kept: say so, keep the form open
    const locked = !outcome.ok && (await weekLockedNoticeLater(outcome.error));
    if (locked) {
      notify({ ...locked, mode: 'error' });
      return false;
    }
    addLocalDraft({
      ...input,
      project_name: projects.find((p) => p.id === input.project)?.name ?? null,
      created_at: new Date().toISOString(),
      owner: userId,
    });
    notify({ ...MESSAGES.draftKeptLocally, mode: 'error' });
    return true;
  };
}
