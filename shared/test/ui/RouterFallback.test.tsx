import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorBoundary, RouterFallback } from '../../src/ui';

function Boom(): never {
  throw new Error('boom');
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RouterFallback', () => {
  it("as a route's errorElement shows the status of a route error", async () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <p>home</p>, errorElement: <RouterFallback /> }],
      {
        initialEntries: ['/nowhere'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it("as a route's errorElement shows a thrown error's message", async () => {
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouterFallback /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('boom')).toBeInTheDocument();
  });

  it('shows an error passed to it, outside any router', () => {
    render(<RouterFallback error={new Error('Network down')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('Network down')).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it('shows the error screen with a retry that renders the children again', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('flaky');
      return <p>recovered</p>;
    }
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('flaky')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('renders a custom fallback with the error and a reset', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary
        fallback={(error, reset) => <p onClick={reset}>{(error as Error).message} happened</p>}
        onError={onError}
      >
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByText('boom happened')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
  });
});
