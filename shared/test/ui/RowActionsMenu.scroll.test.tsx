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

  it('is placed by its drawn height: above its button when taller than estimated (touch-sized items) and it would end below the viewport', async () => {
    const six = (['view', 'info', 'extra', 'edit', 'move', 'delete'] as const).map((key) => ({
      key,
      label: key,
      icon: 'edit' as const,
    }));
    const height = window.innerHeight;
    render(<RowActionsMenu label="Actions for Acme" entries={six} onSelect={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Actions for Acme' });
    // the estimate (6 items of 38 px and 12) fits under the button; 6 items of 44 px do not
    const buttonTop = height - 36 - 4 - 240 - 8;
    button.getBoundingClientRect = () => rectAt(buttonTop);
    const drawn = jest.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockReturnValue({
      ...rectAt(0),
      height: 6 * 44 + 12,
    } as DOMRect);
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toHaveStyle({ top: `${buttonTop - (6 * 44 + 12) - 4}px` });
    drawn.mockRestore();
  });
});
