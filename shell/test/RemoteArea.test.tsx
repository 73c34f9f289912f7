import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { RemoteArea } from '../src/federation/RemoteArea';
import { RemoteUnavailableError } from '../src/federation/RemoteUnavailableError';

const loadArea = jest.fn();
jest.mock('../src/federation/remoteRegistry', () => ({
  loadArea: (...args: unknown[]) => loadArea(...args),
}));

describe('RemoteArea', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a loading state, then the remote', async () => {
    loadArea.mockResolvedValueOnce(() => <h1>Tasks</h1>);
    render(<RemoteArea name="employee" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the employee module');
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
  });

  it('a remote that cannot load shows a message with Retry, and Retry loads it again', async () => {
    loadArea
      .mockRejectedValueOnce(new RemoteUnavailableError('department'))
      .mockResolvedValueOnce(() => <h1>Consultants</h1>);
    render(<RemoteArea name="department" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the application is unavailable');
    expect(alert).toHaveTextContent('The department module could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Consultants' })).toBeInTheDocument();
    expect(loadArea).toHaveBeenLastCalledWith('department', true);
  });

  it('a remote that crashes while rendering is contained too', async () => {
    loadArea.mockResolvedValueOnce(() => {
      throw new Error('boom');
    });
    render(
      <MemoryRouter>
        <RemoteArea name="admin" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin module stopped with an error.');
  });

  it("a page of a remote that crashes shows the router fallback 'Unexpected Application Error!' with the message", async () => {
    loadArea.mockResolvedValueOnce(() => {
      throw new Error('boom');
    });
    render(
      <MemoryRouter>
        <RemoteArea name="company" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
