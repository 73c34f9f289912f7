import { Link } from 'react-router-dom';
import {
  Button,
  addTaskAtom,
  addTodoAtom,
  tasksAtom,
  todosAtom,
  useAppValue,
  useAppSetter,
} from '@app/shared';
import { sampleTasks, sampleTodos } from './sampleData';
import { FrameStyles } from '../layout/FrameStyles';

/** '/tests': a developer page that fills local browser storage with sample drafts and todos. */
export function TestsPage() {
  const tasks = useAppValue(tasksAtom);
  const todos = useAppValue(todosAtom);
  const addTask = useAppSetter(addTaskAtom);
  const addTodo = useAppSetter(addTodoAtom);
  return (
    <main className="shell-page shell-tests-page" style={{ padding: 24 }}>
      <FrameStyles />
      <h1>Developer tools</h1>
      <p className="shell-muted">
        Generates sample data into this browser&apos;s local storage only; nothing is sent to the server.
      </p>
      <div className="shell-tests">
        <Button contain onClick={() => sampleTasks().forEach((task) => addTask(task))}>
          Generate 50 tasks
        </Button>
        <Button contain outline onClick={() => sampleTodos().forEach((todo) => addTodo(todo))}>
          Generate 50 todos
        </Button>
      </div>
      <p role="status">
        Local storage now holds {tasks.length} draft task(s) and {todos.length} todo(s).
      </p>
      <Link to="/">Back to the application</Link>
    </main>
  );
}
