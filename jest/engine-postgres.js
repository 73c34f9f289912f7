// This project runs the server suites on the PostgreSQL server of TEST_DATABASE_URL (see jest.config.js).
process.env.TEST_ENGINE = 'postgres';
