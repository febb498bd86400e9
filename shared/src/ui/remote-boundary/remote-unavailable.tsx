import { createContext, useContext, useEffect } from 'react';
import styled from 'styled-components';
import { messages } from '../../content/messages';
import { Button } from '../button';
import { announceRemoteFallback } from './remote-fallback-event';

/** Lets a fallback rendered by the federation runtime reach the boundary's retry. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.sizes.dropdownWidth};
  margin: ${({ theme }) => theme.space(16)} auto;
  padding: ${({ theme }) => theme.space(10, 6)};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSoft};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export interface RemoteUnavailableProps {
  onRetry?: () => void;
  /**
   * Why the page is not shown: its code failed (the boundary, the federation runtime's stand-in), or its
   * content did not arrive (a CMS read failed). Only a code failure counts against the remote's release:
   * a CMS outage in a release's first minutes must not roll that release back.
   */
  cause?: 'code' | 'content';
}

export const RemoteUnavailable = ({ onRetry, cause = 'code' }: RemoteUnavailableProps) => {
  const contextRetry = useContext(RemoteRetryContext);
  const retry = onRetry ?? contextRetry ?? (() => window.location.reload());
  // Shown to a visitor because the code failed: counted (in the browser only, after the commit that shows it).
  useEffect(() => {
    if (cause === 'code') announceRemoteFallback();
  }, [cause]);
  return (
    <StyledPanel role="alert" aria-labelledby="remote-unavailable-title">
      <StyledTitle id="remote-unavailable-title">{messages.remoteUnavailable}</StyledTitle>
      <p>{messages.remoteUnavailableHint}</p>
      <Button onClick={retry}>{messages.retry}</Button>
    </StyledPanel>
  );
};
