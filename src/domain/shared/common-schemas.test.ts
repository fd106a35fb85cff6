// The one text helper: tab and newline stay, a CRLF newline (a browser's form post) is stored as LF, every other
// control character, a lone carriage return included, is refused with the catalogue's message.
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, hasLineBreak, lineText, requiredLine, requiredText, text } from './common-schemas';
import { MESSAGES } from './messages';

describe('text()', () => {
  it.each([
    ['tab and LF', 'a\tb\nc', 'a\tb\nc'],
    ['CRLF as LF', 'line one\r\nline two\r\n', 'line one\nline two'],
    ['CRLF pairs in a row', 'a\r\n\r\nb', 'a\n\nb'],
    ['surrounding space trimmed', '  a  ', 'a'],
  ])('accepts %s', (_, input, stored) => {
    expect(text(50).parse(input)).toBe(stored);
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone CR', 'a\rb'],
    ['CR at the end', 'ab\r'],
    ['CR before CRLF', 'a\r\r\nb'],
    ['LF then CR', 'a\n\rb'],
    ['vertical tab', 'a\u000bb'],
    ['escape', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
  ])('refuses %s with the catalogue message', (_, input) => {
    expect(text(50).safeParse(input).error?.issues[0].message).toBe(MESSAGES.errors.controlCharacters);
    expect(hasControlCharacters(input)).toBe(true);
  });

  it('counts the length after CRLF became LF', () => {
    expect(requiredText(3).parse('a\r\nb')).toBe('a\nb');
    expect(requiredText(3).safeParse('ab\r\nc').success).toBe(false);
  });

  it('lets CRLF through the raw check (the server hook), which the schema then normalises', () => {
    expect(hasControlCharacters('a\r\nb')).toBe(false);
  });
});

describe('names and titles (lineText, requiredLine): one line (issue 34)', () => {
  it.each(['a\nb', 'a\r\nb', 'a\tb', 'a\u2028b', 'a\u2029b'])('refuses %j with the one-line message', (input) => {
    expect(hasLineBreak(input)).toBe(true);
    expect(requiredLine(50).safeParse(input).error?.issues[0].message).toBe(MESSAGES.errors.singleLine);
    expect(lineText(50).safeParse(input).error?.issues[0].message).toBe(MESSAGES.errors.singleLine);
  });
  it('trims, keeps inner spaces, and still refuses control characters with their own message', () => {
    expect(requiredLine(50).parse('  Ann Marie \n')).toBe('Ann Marie');
    expect(lineText(50).safeParse('a\u0000b').error?.issues[0].message).toBe(MESSAGES.errors.controlCharacters);
  });
});
