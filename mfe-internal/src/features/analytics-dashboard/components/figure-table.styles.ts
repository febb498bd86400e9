import styled from 'styled-components';

export const StyledScroll = styled.div`
  overflow-x: auto;
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  /* The panel's heading shows the same words: the caption names the table for screen readers only. */
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.hairline};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textStrong};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  td[data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
  /* An element's selector keeps a readable width on a phone: the table scrolls sideways instead. */
  td code {
    display: inline-block;
    min-width: 14rem;
    overflow-wrap: anywhere;
  }
`;
