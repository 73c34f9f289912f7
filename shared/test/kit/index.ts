/** @app/shared/testing: the component tests' kit (the API over MSW, a session, a router probe). */
export * from './network';
export * from './remoteApp';
