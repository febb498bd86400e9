import { useNavigate } from 'react-router-dom';
import { contactFormPath } from '../../config/paths';
import { messages } from '../../content/messages';
import { Button, type ButtonProps } from '../button';

/** The shared helper of docs/site.md: every consultancy button lands on the contact form (docs/decisions.md 4). */
export const useConsultancy = (): (() => void) => {
  const navigate = useNavigate();
  return () => navigate(contactFormPath);
};

export type ConsultancyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { label?: string };

export const ConsultancyButton = ({ label = messages.consultancy, ...rest }: ConsultancyButtonProps) => {
  const requestConsultancy = useConsultancy();
  return (
    <Button onClick={requestConsultancy} {...rest}>
      {label}
    </Button>
  );
};
