/**
 * @app/shared/areas: what a remote's area is built from, after sign-in: its pages with their role
 * guards and footer, each page loaded when first opened, and the in-place loader for any component
 * loaded on demand. Its own entry, so the login page does not carry it.
 */
export { AreaPages, preloadAreaPages, type AreaPage } from './AreaPages';
export { afterReading } from './afterReading';
export { componentOnDemand, pageOnDemand, type OnDemandComponent } from './OnDemand';
export {
  provideFeatureLoader,
  remoteFeature,
  remotePage,
  type FeatureLoader,
  type FeatureOwner,
  type LoadedFeature,
  type RemoteFeatureComponent,
} from './remoteFeature';
