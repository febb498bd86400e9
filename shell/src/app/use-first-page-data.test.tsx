import { dropInitialData } from '@linx/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFirstPageData } from './use-first-page-data';

jest.mock('@linx/shared', () => ({ ...jest.requireActual('@linx/shared'), dropInitialData: jest.fn() }));

/** Each page notes, while it renders, whether the first page's answers were already dropped. */
const rendersWithData: Record<string, boolean> = {};
const Page = ({ name }: { name: string }) => {
  rendersWithData[name] ??= jest.mocked(dropInitialData).mock.calls.length === 0;
  return <Link to="/segunda">{name}</Link>;
};
const Pages = () => {
  useFirstPageData();
  return (
    <Routes>
      <Route path="/" element={<Page name="primera" />} />
      <Route path="/segunda" element={<Page name="segunda" />} />
    </Routes>
  );
};

describe('useFirstPageData', () => {
  it("keeps the HTML's answers for the first page and drops them before the next page renders", async () => {
    render(
      <MemoryRouter>
        <Pages />
      </MemoryRouter>,
    );
    expect(dropInitialData).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'primera' }));
    expect(await screen.findByRole('link', { name: 'segunda' })).toBeInTheDocument();
    expect(rendersWithData).toEqual({ primera: true, segunda: false });
  });
});
