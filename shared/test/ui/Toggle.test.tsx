import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toggle } from '../../src/ui';

function DarkThemeSwitch({ onChange }: { onChange: (next: boolean) => void }) {
  const [dark, setDark] = useState(false);
  return (
    <Toggle
      label="Dark theme"
      checked={dark}
      onChange={(next) => {
        onChange(next);
        setDark(next);
      }}
    />
  );
}

describe('Toggle', () => {
  it('is a labelled switch that Space and Enter toggle', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<DarkThemeSwitch onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles on a click on its label', async () => {
    const onChange = jest.fn();
    render(<DarkThemeSwitch onChange={onChange} />);
    await userEvent.click(screen.getByText('Dark theme'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    const onChange = jest.fn();
    render(<Toggle label="Active" checked onChange={onChange} disabled />);
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
