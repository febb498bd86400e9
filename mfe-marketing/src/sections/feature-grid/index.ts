export { FeatureGrid, type FeatureGridProps, type FeatureItem } from './feature-grid';
