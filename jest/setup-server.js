// The server suites start real servers on a real database engine: allow them time.
jest.setTimeout(60_000);
