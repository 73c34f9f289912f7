import type { FeatureLoader } from '@app/shared/areas';

/**
 * Another remote's features as its source offers them (its package's exports): what the component
 * tests load instead of the owner's live release through federation (the setup provides it; a test
 * that loads the shell's federation loader provides it again).
 */
export const sourceFeatureLoader: FeatureLoader = async (owner, module) => ({
  release: 'source',
  module: (await import(`${owner}/${module}`)) as unknown,
});
