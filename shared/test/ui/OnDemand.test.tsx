import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@app/shared';
import { componentOnDemand, pageOnDemand } from '@app/shared/areas';

test('a page on demand shows a loading state, then the page', async () => {
  let arrive: (page: () => React.JSX.Element) => void = () => {};
  const { page } = pageOnDemand(() => new Promise((resolve) => (arrive = resolve)));
  render(<>{page}</>);
  expect(await screen.findByRole('status')).toHaveTextContent('Loading the page…');
  arrive(() => <h1>Consultants</h1>);
  expect(await screen.findByRole('heading', { name: 'Consultants' })).toBeInTheDocument();
});

test('a component that cannot be loaded says so in place; Retry loads it again with its props', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  const Dialog = componentOnDemand('dialog', async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('offline');
    return ({ name }: { name: string }) => <p>Dialog for {name}</p>;
  });
  render(<Dialog name="Ada" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The dialog could not be loaded.');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Dialog for Ada')).toBeInTheDocument();
  expect(attempts).toBe(2);
});

test('a loaded component that crashes is not a load failure: the boundary above shows it', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const Page = componentOnDemand('page', async () => () => {
    throw new Error('the page broke');
  });
  render(
    <ErrorBoundary fallback={(error) => <p role="alert">Router fallback: {(error as Error).message}</p>}>
      <Page />
    </ErrorBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Router fallback: the page broke');
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
});

test('fetched ahead, a component renders without a loading state and is fetched once', async () => {
  let loads = 0;
  const Dialog = componentOnDemand('dialog', async () => {
    loads += 1;
    return () => <p>Ready</p>;
  });
  await Dialog.preload();
  await Dialog.preload();
  render(<Dialog />);
  expect(await screen.findByText('Ready')).toBeInTheDocument();
  expect(loads).toBe(1);
});
