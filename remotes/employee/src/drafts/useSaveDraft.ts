import { MESSAGES, addTaskAtom, notify, useAppSetter, type Project, type TaskInput } from '@app/shared';
import { useCreateDraft } from '@app/shared/query';

/**
 * Saves a draft of `userId` on the server. A draft the server refuses (or cannot be sent) is kept
 * in this browser instead, so nothing typed is lost: it is listed with the others and goes out
 * when they are published. Resolves true either way (the form may close).
 */
export function useSaveDraft(userId: number, projects: readonly Project[]) {
  const creating = useCreateDraft(userId);
  const addLocalDraft = useAppSetter(addTaskAtom);
  return async (input: TaskInput): Promise<boolean> => {
    if (await creating.run(input)) {
      notify({ ...MESSAGES.draftSaved, mode: 'success' });
      return true;
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
