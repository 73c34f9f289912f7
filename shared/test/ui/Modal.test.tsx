import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../../src/ui';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add company
      </button>
      {open && (
        <Modal
          title="Add company"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <label>
            Name <input />
          </label>
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Opener onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Add company' }));
  return user;
}

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first control', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Add company' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const user = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add company' })).toHaveFocus();
  });

  it('closes on the close icon button', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openModal();
    const close = screen.getByRole('button', { name: 'close' });
    const input = screen.getByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });
});
