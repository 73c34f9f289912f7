/** @app/shared/dev: what only a remote's standalone dev bootstrap uses; never in a production bundle. */
export { StandaloneHarness } from './StandaloneHarness';
