import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DetailHeader } from '../../src/ui';

describe('DetailHeader', () => {
  it('shows the name, the heading with its count and who controls it', () => {
    render(<DetailHeader title="Departments" name="Acme" controlledBy="rep@acme.test" count={12} />);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Departments/ })).toHaveTextContent('12');
    expect(screen.getByText('controlled by rep@acme.test')).toBeInTheDocument();
  });

  it("caps the red badge at '99+'", () => {
    render(<DetailHeader title="Consultants" count={250} />);
    expect(screen.getByText('99+')).toHaveClass('tt-badge');
  });

  it("offers 'Add {title}' only when it may add", async () => {
    const onAdd = jest.fn();
    const { rerender } = render(<DetailHeader title="project" onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add project' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    rerender(<DetailHeader title="Board members" onAdd={onAdd} addLabel="Add board member" />);
    expect(screen.getByRole('button', { name: 'Add board member' })).toBeInTheDocument();
    rerender(<DetailHeader title="project" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
