export { RotatingIndicator, ROTATING_INDICATOR_INTERVAL_MS, type RotatingIndicatorProps } from './rotating-indicator';
