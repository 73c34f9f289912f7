import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShellErrorBoundary } from '../src/routing/ShellErrorBoundary';

function Boom(): never {
  throw new Error('profile exploded');
}

const MissingChunk = lazy(() => Promise.reject(new Error('Loading chunk 42 failed.')));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function shell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">elsewhere</Link>
      <ShellErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route path="/profile" element={<Boom />} />
            <Route path="/settings" element={<MissingChunk />} />
            <Route path="/fine" element={<p>a fine page</p>} />
          </Routes>
        </Suspense>
      </ShellErrorBoundary>
    </MemoryRouter>,
  );
}

describe("the shell's router fallback", () => {
  it("a crash in a shell route shows 'Unexpected Application Error!' with the message, and leaving the page clears it", async () => {
    shell('/profile');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('profile exploded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('a fine page')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('a shell chunk that fails to load shows the fallback instead of a blank page', async () => {
    shell('/settings');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk 42 failed.')).toBeInTheDocument();
  });
});
