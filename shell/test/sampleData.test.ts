import { sampleDuration, sampleTasks, sampleTodos } from '../src/pages/sampleData';

describe('developer page sample data (50 items, 30 to 180 minutes)', () => {
  it('generates 50 tasks and 50 todos', () => {
    expect(sampleTasks()).toHaveLength(50);
    expect(sampleTodos()).toHaveLength(50);
    expect(sampleTodos()[0]).toEqual({ title: 'Sample todo 1' });
  });

  it('keeps durations within 30 and 180 minutes, both included', () => {
    expect(sampleDuration(() => 0)).toBe(30);
    expect(sampleDuration(() => 0.999999)).toBe(180);
    for (const task of sampleTasks()) {
      expect(Number.isInteger(task.duration)).toBe(true);
      expect(task.duration).toBeGreaterThanOrEqual(30);
      expect(task.duration).toBeLessThanOrEqual(180);
    }
  });

  it('dates tasks within the last two weeks', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    for (const task of sampleTasks(now)) {
      const age = now.getTime() - new Date(task.created_at).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);
    }
  });
});
