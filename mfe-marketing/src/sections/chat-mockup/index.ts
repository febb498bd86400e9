export { ChatMockup, type ChatMockupProps, type ChatMessage } from './chat-mockup';
export { useScriptedSequence, type ScriptedSequence } from './use-scripted-sequence';
