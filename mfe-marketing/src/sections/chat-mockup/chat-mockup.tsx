import { Bot, Pause, Play, RotateCcw, SendHorizontal, Signal, Wifi, BatteryFull, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import {
  StyledAvatar,
  StyledBubble,
  StyledChatControl,
  StyledChatFigure,
  StyledChatHeader,
  StyledChatInput,
  StyledChatInputRow,
  StyledChatMessages,
  StyledChatName,
  StyledChatScreen,
  StyledChatStatus,
  StyledPhone,
  StyledStatusBar,
  StyledTyping,
} from './chat-mockup.styles';
import { useScriptedSequence } from './use-scripted-sequence';

export interface ChatMessage {
  from: 'assistant' | 'user';
  text: string;
}

export interface ChatMockupProps {
  /** Assistant name in the header ("LIA"). */
  name: string;
  /** Status line under the name. */
  status?: string;
  messages: readonly ChatMessage[];
  /** Accessible name of the figure, e.g. "Conversación de ejemplo con LIA". */
  label: string;
  /** Delay between messages. */
  stepMs?: number;
  placeholder?: string;
  /** Clock of the status bar (docs/site.md §9: "9:41"). */
  time?: string;
  avatarIcon?: LucideIcon;
}

const controlLabels = {
  pause: 'Pausar conversación',
  resume: 'Reanudar conversación',
  replay: 'Repetir conversación',
} as const;

/** A phone-style scripted chat (not live): messages appear one after another, all at once under reduced motion. */
export const ChatMockup = ({
  name,
  status = 'En línea',
  messages,
  label,
  stepMs = 1600,
  placeholder = 'Escribe un mensaje...',
  time = '9:41',
  avatarIcon: Avatar = Bot,
}: ChatMockupProps) => {
  const sequence = useScriptedSequence(messages.length, stepMs);
  const listRef = useRef<HTMLOListElement>(null);
  const captionId = useId();
  const shown = messages.slice(0, sequence.visible);
  const nextFromAssistant = messages[sequence.visible]?.from === 'assistant';

  // Keep the newest message in view, as a real chat does.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [sequence.visible]);

  const control = sequence.finished
    ? { label: controlLabels.replay, icon: RotateCcw, onClick: sequence.restart }
    : sequence.paused
      ? { label: controlLabels.resume, icon: Play, onClick: sequence.togglePause }
      : { label: controlLabels.pause, icon: Pause, onClick: sequence.togglePause };
  const ControlIcon = control.icon;

  return (
    <StyledChatFigure aria-labelledby={captionId}>
      <figcaption id={captionId} className="visually-hidden">
        {label}
      </figcaption>
      <StyledPhone {...sequence.holdHandlers}>
        <StyledChatScreen>
          <StyledStatusBar aria-hidden="true">
            <span>{time}</span>
            <span>
              <Signal />
              <Wifi />
              <BatteryFull />
            </span>
          </StyledStatusBar>
          <StyledChatHeader>
            <StyledAvatar aria-hidden="true">
              <Avatar />
            </StyledAvatar>
            <div>
              <StyledChatName>{name}</StyledChatName>
              <StyledChatStatus>{status}</StyledChatStatus>
            </div>
          </StyledChatHeader>
          {/* Scrollable, so it must be reachable by keyboard (focus also holds the sequence). */}
          <StyledChatMessages ref={listRef} tabIndex={0} aria-label={`Mensajes con ${name}`}>
            {shown.map((message, index) => (
              <StyledBubble key={`${index}-${message.text}`} $from={message.from}>
                <span className="visually-hidden">{message.from === 'assistant' ? `${name}: ` : 'Cliente: '}</span>
                {message.text}
              </StyledBubble>
            ))}
            {sequence.running && nextFromAssistant ? (
              <StyledTyping aria-hidden="true">
                <span />
                <span />
                <span />
              </StyledTyping>
            ) : null}
          </StyledChatMessages>
          <StyledChatInputRow>
            <StyledChatInput
              type="text"
              disabled
              placeholder={placeholder}
              aria-label={`${placeholder} (demostración)`}
            />
            <SendHorizontal aria-hidden="true" />
          </StyledChatInputRow>
        </StyledChatScreen>
      </StyledPhone>
      {sequence.reduced ? null : (
        <StyledChatControl type="button" onClick={control.onClick}>
          <ControlIcon aria-hidden="true" />
          {control.label}
        </StyledChatControl>
      )}
    </StyledChatFigure>
  );
};
