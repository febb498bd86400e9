export { CtaBand, type CtaBandProps } from './cta-band';
