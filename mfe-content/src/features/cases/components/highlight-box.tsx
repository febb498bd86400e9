import { TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { highlightFigure } from '../filter-cases';
import type { CaseHighlight } from '../../../api/types';

const StyledHighlight = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentText};
  }
  strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    font-variant-numeric: tabular-nums;
    line-height: 1;
  }
`;

/** The optional highlight: "+{number}" in bold followed by its text, or the text alone. */
export const HighlightBox = ({ highlight }: { highlight: CaseHighlight }) => {
  const figure = highlightFigure(highlight);
  return (
    <StyledHighlight>
      <TrendingUp aria-hidden="true" size={22} />
      <span>
        {figure ? <strong>{figure}</strong> : null}
        {figure ? ' ' : null}
        {highlight.text}
      </span>
    </StyledHighlight>
  );
};
