import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { LoginPage } from '../src/pages/LoginPage';
import { renderAt } from './renderShell';

describe('LoginPage validation (no server involved)', () => {
  it('empty fields give "Empty fields" and stay on the form', async () => {
    renderAt('/', <Route path="/" element={<LoginPage />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Empty fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill out all form fields before proceeding')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
