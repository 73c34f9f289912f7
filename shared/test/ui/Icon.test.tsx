import { render, screen } from '@testing-library/react';
import { Icon, Spinner } from '../../src/ui';

describe('Icon and Spinner', () => {
  it('an icon is decorative unless labelled', () => {
    const { container } = render(<Icon name="users" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a labelled icon is an image with that name', () => {
    render(<Icon name="logout" label="Logout" />);
    expect(screen.getByRole('img', { name: 'Logout' })).toBeInTheDocument();
  });

  it("the login page's icons are drawn at once; the signed-in area's join with its entry", async () => {
    const { container, rerender } = render(<Icon name="password" />);
    expect(container.querySelector('svg')!.children.length).toBeGreaterThan(0);
    rerender(<Icon name="logout" />);
    expect(container.querySelector('svg')!.children).toHaveLength(0);
    await import('@app/shared/query');
    rerender(<Icon name="move" />);
    expect(container.querySelector('svg')!.children.length).toBeGreaterThan(0);
  });

  it('a labelled spinner is a status; an unlabelled one is hidden', () => {
    const { container } = render(
      <>
        <Spinner label="Loading tasks" />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
    expect(container.querySelectorAll('.tt-spinner[aria-hidden="true"]')).toHaveLength(1);
  });
});
