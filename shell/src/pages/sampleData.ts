import { LIMITS, type LocalTask, type Todo } from '@app/shared';

/** A whole number of minutes between the spec's sample bounds (30 to 180), inclusive. */
export function sampleDuration(random: () => number = Math.random): number {
  const span = LIMITS.sampleMaxDuration - LIMITS.sampleMinDuration;
  return LIMITS.sampleMinDuration + Math.floor(random() * (span + 1));
}

/** The /tests page's sample drafts: 50 tasks spread over the last two weeks. */
export function sampleTasks(now = new Date(), random: () => number = Math.random): Omit<LocalTask, 'id'>[] {
  return Array.from({ length: LIMITS.sampleItems }, (_, i) => {
    const created = new Date(now.getTime() - Math.floor(random() * 14 * 24 * 60) * 60_000);
    return {
      title: `Sample task ${i + 1}`,
      body: `<p>Sample work item ${i + 1}, generated on the developer page.</p>`,
      duration: sampleDuration(random),
      project: null,
      project_name: null,
      created_at: created.toISOString(),
    };
  });
}

/** The /tests page's sample todos. */
export function sampleTodos(): Omit<Todo, 'id'>[] {
  return Array.from({ length: LIMITS.sampleItems }, (_, i) => ({ title: `Sample todo ${i + 1}` }));
}
