import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput, type TextInputProps } from '../../src/ui';

function Controlled(props: Omit<TextInputProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextInput {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

describe('TextInput', () => {
  it('is labelled, required with a minimum length of 4 by default, and takes typing', async () => {
    render(<Controlled label="First name" placeholder="first name" maxLength={50} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('minlength', '4');
    expect(input).toHaveAttribute('maxlength', '50');
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('can opt out of required and the minimum length', () => {
    render(<TextInput label="Email" type="email" required={false} minLength={0} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toBeRequired();
    expect(input).not.toHaveAttribute('minlength');
  });

  it('starts a password hidden and shows or hides it with a toggle button', async () => {
    render(<Controlled label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the large variant is a 5-row multi-line box', () => {
    render(<Controlled label="Body" large />);
    const box = screen.getByRole('textbox', { name: 'Body' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
  });

  it('picks an icon by type or by placeholder', () => {
    const { container } = render(
      <>
        <TextInput label="a" type="email" />
        <TextInput label="b" placeholder="contact" />
        <TextInput label="c" placeholder="last name" />
        <TextInput label="d" type="date" />
        <TextInput label="e" placeholder="title" />
      </>,
    );
    const icons = Array.from(container.querySelectorAll('.tt-field')).map(
      (field) => field.querySelector('svg')?.getAttribute('data-icon') ?? null,
    );
    expect(icons).toEqual(['email', 'phone', 'user', 'calendar', null]);
  });

  it('shows an error text tied to the field', () => {
    render(<TextInput label="Title" error="Title must have at most 50 characters" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Title must have at most 50 characters');
  });

  it('can hide its label visually and keep it for assistive technology', () => {
    render(<TextInput label="Start date" hideLabel type="date" />);
    expect(screen.getByText('Start date')).toHaveClass('tt-sr-only');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('type', 'date');
  });
});
