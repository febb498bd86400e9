import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@linx/shared/testing';
import type { PageIndicator } from '../../api/page-types';
import { RotatingIndicator } from './rotating-indicator';

const satisfaction: PageIndicator = {
  title: 'Satisfacción de clientes',
  caption: 'Encuesta a visitantes',
  states: [
    { value: '98%', label: 'Muy satisfechos', mood: 'satisfied' },
    { value: '1,5%', label: 'Neutral', mood: 'neutral' },
    { value: '0,5%', label: 'Insatisfechos', mood: 'dissatisfied' },
  ],
};

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const state = () => screen.getByTestId('indicator-state');

describe('RotatingIndicator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('cycles every 3 s through 98%, 1,5% and 0,5% and back', () => {
    renderWithProviders(<RotatingIndicator indicator={satisfaction} />);
    expect(state()).toHaveTextContent('98%Muy satisfechos');
    tick(2999);
    expect(state()).toHaveTextContent('98%');
    tick(1);
    expect(state()).toHaveTextContent('1,5%Neutral');
    tick(3000);
    expect(state()).toHaveTextContent('0,5%Insatisfechos');
    tick(3000);
    expect(state()).toHaveTextContent('98%Muy satisfechos');
  });

  it('re-mounts the figure on each change so the 0.5 s bounce replays, and announces it politely', () => {
    renderWithProviders(<RotatingIndicator indicator={satisfaction} />);
    const first = state();
    expect(first).toHaveAttribute('aria-live', 'polite');
    tick(3000);
    expect(state()).not.toBe(first);
  });

  it('pauses with its button and on hover', () => {
    renderWithProviders(<RotatingIndicator indicator={satisfaction} />);
    const indicator = screen.getByRole('region', { name: 'Satisfacción de clientes' });
    fireEvent.mouseEnter(indicator);
    tick(6000);
    expect(state()).toHaveTextContent('98%');
    fireEvent.mouseLeave(indicator);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar indicador de satisfacción de clientes' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Reanudar indicador de satisfacción de clientes' }));
    tick(6000);
    expect(state()).toHaveTextContent('98%');
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = renderWithProviders(<RotatingIndicator indicator={satisfaction} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
