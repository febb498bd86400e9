import { Button, paths } from '@linx/shared';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { signatureHero } from '../../../content/signature-page';

/** react-router's browser history stores the entry's index in `history.state.idx`. */
const hasPreviousEntry = (): boolean => {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
};

/** One step back in history; home when the page was opened directly (nothing to go back to). */
export const BackButton = () => {
  const navigate = useNavigate();
  const goBack = () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <Button variant="secondaryOnDark" onClick={goBack}>
      <ArrowLeft size={18} aria-hidden="true" />
      {signatureHero.back}
    </Button>
  );
};
