import { HttpResponse, http } from 'msw';
import { callEndpoint, setOutdatedHandler } from '@app/shared';
import { API_URL, resetState, server } from '@app/shared/testing';

afterEach(() => {
  setOutdatedHandler(null);
  resetState();
});

test('a call the server refuses as older than its contract (426) tells the outdated handler; others do not', async () => {
  const told = jest.fn();
  setOutdatedHandler(told);
  server.use(
    http.get(`${API_URL}/companies`, () =>
      HttpResponse.json(
        { error: 'client_outdated', detail: 'reload the page to update it' },
        { status: 426 },
      ),
    ),
  );
  const refused = await callEndpoint('GET /companies');
  expect(refused).toEqual({
    ok: false,
    status: 426,
    error: { error: 'client_outdated', detail: 'reload the page to update it' },
  });
  expect(told).toHaveBeenCalledTimes(1);

  server.use(http.get(`${API_URL}/companies`, () => HttpResponse.json([])));
  expect((await callEndpoint('GET /companies')).ok).toBe(true);
  expect(told).toHaveBeenCalledTimes(1);
});
