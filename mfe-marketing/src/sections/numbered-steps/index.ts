export { NumberedSteps, type NumberedStepsProps, type StepItem } from './numbered-steps';
