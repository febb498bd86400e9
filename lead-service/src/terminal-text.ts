/**
 * Characters a terminal would act on or not show, so lead text printed raw could move the cursor,
 * recolour, rewrite or hide parts of the output: control characters (C0, DEL, C1 — ESC among them),
 * format characters (bidirectional controls, zero-width), line and paragraph separators, lone
 * surrogates and the rest of Unicode's default-ignorable code points (Hangul fillers, tags). The
 * backslash is escaped too, so `\r` in the output can only ever mean an escaped carriage return.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\\]/gu;

const NAMED_ESCAPES: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r', '\\': '\\\\' };

function escapeCharacter(char: string): string {
  const named = NAMED_ESCAPES[char];
  if (named !== undefined) return named;
  const code = char.codePointAt(0)!;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  if (code <= 0xffff) return `\\u${code.toString(16).padStart(4, '0')}`;
  return `\\u{${code.toString(16)}}`;
}

/** Text as one terminal line: every control or invisible character, line breaks included, escaped. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, escapeCharacter);
}

/**
 * Text that may span lines: escaped as by `terminalLine` except its line feeds, and each line after
 * the first starts with `indent`, so no line of the text can pass for a line of the output around it.
 */
export function terminalBlock(text: string, indent: string): string {
  return text.split('\n').map(terminalLine).join(`\n${indent}`);
}
