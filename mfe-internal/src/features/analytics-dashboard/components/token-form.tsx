import { Button } from '@linx/shared';
import { useId, useState } from 'react';
import { analyticsCopy } from '../../../content/analytics-page';
import { StyledAlert, StyledHelp, StyledPanel, StyledPanelTitle, StyledTokenForm } from './dashboard.styles';

/** Asks for the staff token the collector wants; says so when the one given was refused. */
export const TokenForm = ({ refused, onToken }: { refused: boolean; onToken: (token: string) => void }) => {
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <StyledPanelTitle id={`${id}-title`}>{analyticsCopy.tokenTitle}</StyledPanelTitle>
      <StyledHelp>{analyticsCopy.tokenHelp}</StyledHelp>
      {refused && <StyledAlert role="alert">{analyticsCopy.tokenRefused}</StyledAlert>}
      <StyledTokenForm
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) onToken(value.trim());
        }}
      >
        <label htmlFor={`${id}-token`}>{analyticsCopy.tokenLabel}</label>
        <input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit">{analyticsCopy.tokenSubmit}</Button>
      </StyledTokenForm>
    </StyledPanel>
  );
};
