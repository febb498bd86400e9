import { renderWithProviders } from '@linx/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockReducedMotion } from '../../testing/reduced-motion';
import { ChatMockup, type ChatMessage } from './chat-mockup';

const messages: ChatMessage[] = [
  { from: 'assistant', text: 'Hola, soy LIA.' },
  { from: 'user', text: 'Necesito un certificado.' },
  { from: 'assistant', text: 'Listo, te lo envío.' },
];

const renderChat = () =>
  renderWithProviders(
    <ChatMockup name="LIA" messages={messages} stepMs={1000} label="Conversación de ejemplo con LIA" />,
  );

const bubbles = () => within(screen.getByRole('list', { name: 'Mensajes con LIA' })).queryAllByRole('listitem');

describe('ChatMockup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the phone chrome: name, status, time and a disabled input', () => {
    renderChat();
    expect(screen.getByRole('figure', { name: 'Conversación de ejemplo con LIA' })).toBeInTheDocument();
    expect(screen.getByText('LIA')).toBeInTheDocument();
    expect(screen.getByText('En línea')).toBeInTheDocument();
    expect(screen.getByText('9:41')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Escribe un mensaje...');
    expect(input).toBeDisabled();
  });

  it('reveals the scripted messages one by one, then offers a replay', () => {
    renderChat();
    expect(screen.getByText('Hola, soy LIA.')).toBeInTheDocument();
    expect(screen.queryByText('Necesito un certificado.')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText('Necesito un certificado.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Necesito un certificado.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Listo, te lo envío.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Repetir conversación/ }));
    expect(screen.queryByText('Listo, te lo envío.')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Listo, te lo envío.')).toBeInTheDocument();
  });

  it('holds while hovered and while paused by the visitor', () => {
    renderChat();
    const phone = screen.getByRole('list', { name: 'Mensajes con LIA' }).closest('div')!.parentElement!;
    fireEvent.mouseEnter(phone);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Necesito un certificado.')).not.toBeInTheDocument();
    fireEvent.mouseLeave(phone);

    fireEvent.click(screen.getByRole('button', { name: /Pausar conversación/ }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Necesito un certificado.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Reanudar conversación/ }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('Necesito un certificado.')).toBeInTheDocument();
  });

  it('holds while the messages have keyboard focus', () => {
    renderChat();
    fireEvent.focus(screen.getByRole('list', { name: 'Mensajes con LIA' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(bubbles()).toHaveLength(1);
  });

  it('shows every message at once and no control under reduced motion', () => {
    mockReducedMotion(true);
    renderChat();
    expect(bubbles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /conversación/ })).not.toBeInTheDocument();
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderChat();
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
