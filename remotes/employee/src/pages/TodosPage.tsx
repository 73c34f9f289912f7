import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  DataTable,
  DetailHeader,
  LABELS,
  MESSAGES,
  Modal,
  addTodoAtom,
  notify,
  removeTodoAtom,
  replaceTodoAtom,
  todosAtom,
  useRouteId,
  userAtom,
  type Column,
  type Todo,
  useAppValue,
  useAppSetter,
} from '@app/shared';
import { BadLinkRedirect } from '@app/shared/query';
import { TextBlock } from '../text/TextBlock';
import { useOwnLocalList } from '../local/ownLocalList';
import { TodoFormModal } from '../todos/TodoFormModal';

const COLUMNS: Column<Todo>[] = [{ key: 'title' }];

/** '/employee/todos/:id': the owner's todos; other users go to '/'. */
export function TodosPage() {
  const user = useAppValue(userAtom);
  const routeId = useRouteId();
  if (!user) return <Navigate to="/" replace />;
  if (routeId === null) return <BadLinkRedirect />;
  // drafts and todos are their owner's alone: anyone else goes to '/'
  if (routeId !== user.user_id) return <Navigate to="/" replace />;
  return <Todos userId={user.user_id} />;
}

type Editing = { kind: 'add' } | { kind: 'edit'; todo: Todo };

/** 'Todos': kept only in this browser, per user. */
function Todos({ userId }: { userId: number }) {
  const todos = useOwnLocalList(todosAtom, userId);
  const addTodo = useAppSetter(addTodoAtom);
  const replaceTodo = useAppSetter(replaceTodoAtom);
  const removeTodo = useAppSetter(removeTodoAtom);
  const [viewing, setViewing] = useState<Todo | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <section className="tt-employee-page">
      <DetailHeader
        title={LABELS.todos}
        count={todos.length}
        onAdd={() => setEditing({ kind: 'add' })}
        addLabel="Add todo"
      />
      <DataTable
        label={LABELS.todos}
        rows={todos}
        columns={COLUMNS}
        cacheMode
        actions={{
          view: true,
          edit: (todo) => setEditing({ kind: 'edit', todo }),
          delete: (todo) => removeTodo(todo.id),
        }}
        onShowBody={setViewing}
      />
      {viewing && (
        <Modal title="Todo" onClose={() => setViewing(null)}>
          <TextBlock text={viewing.title} />
        </Modal>
      )}
      {editing?.kind === 'add' && (
        <TodoFormModal
          title="Add todo"
          submitLabel="Save todo"
          onSave={(title) => {
            addTodo({ title, owner: userId });
            notify({ ...MESSAGES.todoSaved, mode: 'success' });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'edit' && (
        <TodoFormModal
          title="Edit todo"
          previousTitle={editing.todo.title}
          submitLabel="Save changes"
          onSave={(title) => {
            replaceTodo({ ...editing.todo, title });
            notify({ ...MESSAGES.todoUpdated, mode: 'success' });
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
