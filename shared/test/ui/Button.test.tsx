import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../src/ui';

describe('Button', () => {
  it('is a filled button of type "button" with its title', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('tt-button', 'tt-button--filled');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner instead of its title, is busy and cannot be clicked', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(screen.queryByText('Save')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Loading' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('.tt-spinner')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has the outline, fullwidth and contain variants and keeps a submit type', () => {
    render(
      <>
        <Button outline>Outline</Button>
        <Button fullwidth type="submit">
          Wide
        </Button>
        <Button contain>Narrow</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Outline' })).toHaveClass('tt-button--outline');
    expect(screen.getByRole('button', { name: 'Wide' })).toHaveClass('tt-button--fullwidth');
    expect(screen.getByRole('button', { name: 'Wide' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Narrow' })).toHaveClass('tt-button--contain');
  });
});
