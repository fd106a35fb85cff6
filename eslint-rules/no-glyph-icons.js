// No Unicode pictograph used as an icon in the web app (issue 19): arrows, check and cross marks, stars, shapes,
// emoji and the like render differently per platform (or as an empty box) and are read aloud oddly. Icons come from
// @tabler/icons-react, with an accessible name where the icon is the only content. Checked in string literals,
// template literals and JSX text; comments are free. Typographic marks (— … · “ ” ’) and math signs (× ÷ in
// "1.5 × hourly") are text, not icons, except a × standing alone (a close or remove button).

/** Unicode blocks of pictographs and arrows. */
const BLOCKS = [
  [0x2190, 0x21ff], // Arrows
  [0x2300, 0x23ff], // Miscellaneous Technical (⌫ ⏎ ⏱)
  [0x25a0, 0x25ff], // Geometric Shapes (▲ ▼ ● ▶)
  [0x2600, 0x26ff], // Miscellaneous Symbols (★ ☑ ⚠)
  [0x2700, 0x27bf], // Dingbats (✓ ✗ ✕ ❌)
  [0x27f0, 0x27ff], // Supplemental Arrows-A
  [0x2900, 0x297f], // Supplemental Arrows-B
  [0x2980, 0x29ff], // Miscellaneous Mathematical Symbols-B (⧉)
  [0x2b00, 0x2bff], // Miscellaneous Symbols and Arrows
];
const TEXT_MARKS = new Set(['\u00a9', '\u00ae', '\u2122']); // © ® ™ are Extended_Pictographic but plain text
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const LONE_CROSS = /^\s*[\u00d7\u2715\u2716]\s*$/u;

/** The first pictograph or arrow in `text`, or null. */
export function findGlyph(text) {
  if (LONE_CROSS.test(text)) return text.trim();
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (cp < 0x80 || TEXT_MARKS.has(ch)) continue;
    if (BLOCKS.some(([lo, hi]) => cp >= lo && cp <= hi) || PICTOGRAPHIC.test(ch)) return ch;
  }
  return null;
}

export default {
  rules: {
    'no-glyph-icons': {
      meta: {
        type: 'problem',
        docs: { description: 'Use @tabler/icons-react, not Unicode pictographs or arrows, as icons.' },
        messages: {
          glyph:
            '"{{glyph}}" is a Unicode pictograph used as an icon: use an icon from @tabler/icons-react (with an accessible name when it is the only content).',
        },
        schema: [],
      },
      create(context) {
        const check = (node, text) => {
          const glyph = typeof text === 'string' ? findGlyph(text) : null;
          if (glyph) context.report({ node, messageId: 'glyph', data: { glyph } });
        };
        return {
          Literal: (node) => check(node, node.value),
          TemplateElement: (node) => check(node, node.value.cooked),
          JSXText: (node) => check(node, node.value),
        };
      },
    },
  },
};
