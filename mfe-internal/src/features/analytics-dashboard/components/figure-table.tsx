import type { ReactNode } from 'react';
import { analyticsCopy } from '../../../content/analytics-page';
import { StyledHelp } from './dashboard.styles';
import { StyledScroll, StyledTable } from './figure-table.styles';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface FigureTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}

/** One table of figures: every chart's data is also readable as text. */
export const FigureTable = <Row,>({ caption, columns, rows, rowKey }: FigureTableProps<Row>) => {
  if (rows.length === 0) return <StyledHelp>{analyticsCopy.none}</StyledHelp>;
  return (
    <StyledScroll>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} data-numeric={column.numeric ? '' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
};

const percent = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('es-CL');
export const formatPercent = (value: number) => percent.format(value);
export const formatCount = (value: number) => integer.format(value);
