import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/ui';
import { lazyWithRetry } from '../../src/onDemandModule';

test('a lazy component whose load failed stays failed until retry, which loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const attempts: number[] = [];
  const chunk = lazyWithRetry<object>((attempt) => {
    attempts.push(attempt);
    return attempt === 0
      ? Promise.reject(new Error('offline'))
      : Promise.resolve({ default: () => <p>loaded</p> });
  });
  const view = () => {
    const Chunk = chunk.get();
    return (
      <ErrorBoundary fallback={(error) => <p>{(error as Error).message}</p>}>
        <Suspense fallback="loading">
          <Chunk />
        </Suspense>
      </ErrorBoundary>
    );
  };
  const { rerender } = render(view());
  expect(await screen.findByText('offline')).toBeInTheDocument();
  // shown again (a new boundary), the failed load is not tried again on its own
  rerender(<div />);
  rerender(view());
  expect(await screen.findByText('offline')).toBeInTheDocument();
  expect(attempts).toEqual([0]);

  chunk.retry();
  expect(chunk.attempt()).toBe(1);
  rerender(<div />);
  rerender(view());
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(attempts).toEqual([0, 1]);
});
