import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore as createStore, AppStateProvider as Provider } from '../../src/state/hooks';
import { LABELS, MESSAGES } from '@app/contract';
import { alertAtom, type Notice } from '../../src/state/atoms';
import { NOTIFICATION_AUTO_CLOSE_MS, NotificationHost } from '../../src/ui';

function renderHost() {
  const store = createStore();
  render(
    <Provider store={store}>
      <NotificationHost />
    </Provider>,
  );
  const show = (notice: Notice) => act(() => store.set(alertAtom, notice));
  return { store, show, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('NotificationHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 1.5 s by spec', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(1500);
  });

  it('shows a success notice as a status with title and body, then closes it after 1.5 s', () => {
    const { store, show } = renderHost();
    show({ ...MESSAGES.taskUploaded, mode: 'success' });
    const status = screen.getByRole('status', { name: 'Task uploaded successfully' });
    expect(status).toHaveTextContent('New task has been added');
    expect(status).toHaveClass('tt-notice--success');
    act(() => jest.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(store.get(alertAtom)).toBeNull();
  });

  it('shows an error notice as an alert', () => {
    const { show } = renderHost();
    show({ ...MESSAGES.loginFailed, mode: 'error' });
    expect(screen.getByRole('alert', { name: 'Login Failed' })).toHaveTextContent(
      'Please try again with the correct credentials',
    );
  });

  it('a new notice starts a new 1.5 s', () => {
    const { show } = renderHost();
    show({ ...MESSAGES.loginSuccess, mode: 'success' });
    act(() => jest.advanceTimersByTime(1000));
    show({ ...MESSAGES.todoSaved, mode: 'success' });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('status', { name: 'Todo saved' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("keeps 'Weak password' open with an \"I've understood\" button that closes it", async () => {
    const { show, user } = renderHost();
    show({ ...MESSAGES.weakPassword, mode: 'error' });
    act(() => jest.advanceTimersByTime(10_000));
    const dialog = screen.getByRole('alertdialog', { name: 'Weak password' });
    expect(dialog).toHaveTextContent(MESSAGES.weakPassword.body);
    const understood = screen.getByRole('button', { name: LABELS.understood });
    expect(understood).toHaveFocus();
    await user.click(understood);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a notice with buttons open and runs the chosen button', async () => {
    const { show, user } = renderHost();
    const onClick = jest.fn();
    show({
      title: 'Update available',
      body: 'Reload now?',
      mode: 'normal',
      buttons: [{ label: 'Reload', onClick }],
    });
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { show, user } = renderHost();
    show({ ...MESSAGES.weakPassword, mode: 'error' });
    const dialog = screen.getByRole('alertdialog');
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes on its close button', async () => {
    const { show, user } = renderHost();
    show({ ...MESSAGES.accessRevoked, mode: 'error' });
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
