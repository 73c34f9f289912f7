import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActionsMenu } from '../../src/ui/table/RowActionsMenu';

const entries = [{ key: 'edit' as const, label: 'Edit', icon: 'edit' as const }];

function rectAt(top: number): DOMRect {
  return {
    top,
    left: 10,
    right: 46,
    bottom: top + 36,
    width: 36,
    height: 36,
    x: 10,
    y: top,
    toJSON: () => ({}),
  } as DOMRect;
}

describe('RowActionsMenu and scrolling', () => {
  it('stays open for a scroll that did not move its button (one that began before it opened)', async () => {
    render(<RowActionsMenu label="Actions for Acme" entries={entries} onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Actions for Acme' });
    button.getBoundingClientRect = () => rectAt(100);
    await userEvent.click(button);
    fireEvent.scroll(document);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when a scroll moves its button', async () => {
    render(<RowActionsMenu label="Actions for Acme" entries={entries} onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Actions for Acme' });
    button.getBoundingClientRect = () => rectAt(100);
    await userEvent.click(button);
    button.getBoundingClientRect = () => rectAt(40);
    fireEvent.scroll(document);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when the window is resized', async () => {
    render(<RowActionsMenu label="Actions for Acme" entries={entries} onSelect={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme' }));
    fireEvent(window, new Event('resize'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
