import type { ReactNode } from 'react';
import { StyledPanel, StyledPanelTitle } from './dashboard.styles';
import { FigureTable, type FigureTableProps } from './figure-table';

export interface TablePanelProps<Row> extends Omit<FigureTableProps<Row>, 'caption'> {
  id: string;
  title: string;
  wide?: boolean;
  children?: ReactNode;
}

/** A titled panel of the dashboard holding one table of figures (the title is also its caption). */
export const TablePanel = <Row,>({ id, title, wide, children, ...table }: TablePanelProps<Row>) => (
  <StyledPanel $wide={wide} aria-labelledby={id}>
    <StyledPanelTitle id={id}>{title}</StyledPanelTitle>
    {children}
    <FigureTable caption={title} {...table} />
  </StyledPanel>
);
