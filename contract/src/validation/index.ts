/** Form validation: each check returns the exact message pair to show, or null when valid. */
export * from './passwords';
export * from './people';
export * from './tasks';
export * from './login';
export { checkFields } from './fields';
