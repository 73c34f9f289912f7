/** @app/shared: everything a shell or remote needs, from one entry, the contract included. */
export * from '@app/contract';
export * from './config';
export { lazyWithRetry, type RetryableLazy } from './onDemandModule';
export * from './iconNames';
export * from './theme/themes';
export * from './state/storage';
export * from './state/atoms';
export * from './state/hooks';
export * from './state/notify';
export * from './ids/codec';
export * from './ids/idCipher';
export * from './roles/navigation';
export * from './api/client';
export * from './api/endpoints';
export * from './api/session';
export * from './format';
export * from './session/logIn';
export * from './ui';
