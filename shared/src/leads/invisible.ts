/**
 * Characters that show nothing yet change what a reader sees or what a program compares, so a lead
 * could hide or disguise text for the staff who read it: Unicode's default-ignorable code points —
 * soft hyphen U+00AD, combining grapheme joiner U+034F, Arabic letter mark U+061C, Hangul fillers
 * U+115F, U+1160, U+3164, U+FFA0, Khmer vowels U+17B4–U+17B5, Mongolian selectors and vowel separator U+180B–U+180F,
 * zero-width and direction marks U+200B–U+200F, bidirectional embeddings and overrides U+202A–U+202E,
 * word joiner, invisible operators and isolates U+2060–U+206F, U+FEFF, U+FFF0–U+FFF8, shorthand and
 * musical format controls, tag characters and variation selectors U+E0000–U+E0FFF — plus the
 * interlinear annotation marks U+FFF9–U+FFFB and the C1 control characters U+0080–U+009F.
 * The variation selectors U+FE00–U+FE0F stay: they pick the emoji or text look of the character
 * before them (❤️) and cannot hide text.
 */
const INVISIBLE_CHARACTERS =
  // eslint-disable-next-line no-misleading-character-class -- the combining marks U+034F and U+180B–U+180D are listed on purpose, each matched on its own
  /[\u0080-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF0-\uFFFB\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]/gu;

/**
 * The text without its invisible characters. They are stripped rather than refused: pasted text
 * often carries a stray zero-width space or soft hyphen, and refusing would turn a real lead away.
 */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}
