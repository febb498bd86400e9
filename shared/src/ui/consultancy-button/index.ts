export { ConsultancyButton, useConsultancy, type ConsultancyButtonProps } from './consultancy-button';
