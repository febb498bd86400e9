import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { renderWithProviders } from '../../testing/render';
import { IconButton } from './icon-button';

const PositionedButton = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
`;

describe('IconButton', () => {
  it('is a button (not a submit) named by its Spanish label, whatever icon it shows', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <form onSubmit={() => onClick('submit')}>
        <IconButton label="Imagen siguiente" onClick={() => onClick('click')}>
          <svg aria-hidden="true" />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Imagen siguiente' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledWith('click');
  });

  it('can be extended with styled() without leaking transient props to the DOM', () => {
    renderWithProviders(
      <PositionedButton label="Cerrar" $side="left" disabled>
        <svg aria-hidden="true" />
      </PositionedButton>,
    );
    const button = screen.getByRole('button', { name: 'Cerrar' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('$side');
  });
});
