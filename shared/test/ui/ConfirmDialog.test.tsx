import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConfirmDialog,
  DeleteConfirmDialog,
  LogoutConfirmDialog,
  MoveConfirmDialog,
  PublishConfirmDialog,
} from '../../src/ui';

const handlers = () => ({ onConfirm: jest.fn(), onCancel: jest.fn() });

describe('ConfirmDialog presets', () => {
  it.each([
    [
      'delete',
      DeleteConfirmDialog,
      'Delete Confirmation',
      'Are you sure you want to delete this item',
      'confirm delete',
    ],
    [
      'logout',
      LogoutConfirmDialog,
      'Logout Confirmation',
      'Are you sure you want to logout',
      'confirm Logout',
    ],
    [
      'publish',
      PublishConfirmDialog,
      'publish Confirmation',
      'Are you sure you want to publish these tasks',
      'confirm publish',
    ],
  ])('%s uses the exact texts', async (_name, Preset, title, body, confirmLabel) => {
    const props = handlers();
    render(<Preset {...props} />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByText(body)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });

  it('move names the consultant and both departments', async () => {
    const props = handlers();
    render(<MoveConfirmDialog first="Ada" from="Audit" to="Tax" {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Move Confirmation' });
    expect(within(dialog).getByText('Are you sure you want move Ada from Audit to Tax')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'confirm transfer' }));
    expect(props.onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('cancels with its cancel button and Escape, and focuses cancel first', async () => {
    const props = handlers();
    const user = userEvent.setup();
    render(<ConfirmDialog title="Sure?" body="Really" confirmLabel="Yes" {...props} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(props.onCancel).toHaveBeenCalledTimes(2);
    expect(props.onConfirm).not.toHaveBeenCalled();
  });

  it('shows a busy confirm button while loading', () => {
    render(<ConfirmDialog title="Sure?" body="Really" confirmLabel="Yes" loading {...handlers()} />);
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  });
});
