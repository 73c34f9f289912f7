/**
 * @app/shared/testing: the component tests' kit (the API over MSW, a session, a router probe, the
 * list page actions, caught downloads).
 */
export * from './network';
export * from './remoteApp';
export * from './pageActions';
export * from './downloads';
export * from './features';
