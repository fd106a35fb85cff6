// Every word the web app shows comes from the domain's message catalogues (CONVENTIONS.md: "User-facing words come
// from the domain's message catalogue"), so a label said twice is said the same way and changes in one place. Reported
// in the web app's components (.tsx): letters in JSX text; in a prop a person reads or hears (label, aria-label, title,
// placeholder, description, alt and the like), any string or template text with letters, also inside a condition
// (`title={open ? 'Close' : 'Open'}`) or as the prop's default value; a string or template text with letters that a
// JSX child shows through a condition or a template (`{n === 1 ? 'job' : 'jobs'}`); and the same words given as an
// object's label, title, description, placeholder or message (form field lists, select options, toasts); and prose
// (a capitalised word, or words with spaces) that a function of a component's file answers or a state setter is
// given (`const when = (iso) => iso ? … : 'Never'`, `setError('Could not reach the server')`). Names that
// are not words for people (a test id, a class, a query key, an address) are free, and so are punctuation, numbers
// and the brand.

/** Props (and object properties) whose string value is read or heard by a person. */
const WORDED_PROPS = new Set([
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'description',
  'alt',
  'error',
  'legend',
  'tooltip',
  'nothingFoundMessage',
  'message',
  'submitLabel',
  'confirmLabel',
  'cancelLabel',
  'emptyLabel',
  'hint',
  'header',
]);
/** Letters make words; the brand's name is one word everywhere, and a code (NOT_FOUND) is no word for people. */
const WORDS = /\p{L}/u;
const CODE = /^[A-Z][A-Z0-9_]*$/;
const BRAND = /CareLink/g;

const hasWords = (text) => {
  const trimmed = text.trim();
  return !CODE.test(trimmed) && WORDS.test(trimmed.replace(BRAND, ''));
};

/**
 * Of what a function answers or a state setter is given, the texts that read as words for people: a capitalised word
 * ('Never'), or a word beside a space ('under 1 hour', the ' days' of `${n} days`). A key or a name for the code
 * ('pdf', 'doc:', 'reason') is neither, and stays free there.
 */
const isProse = ({ text }) => /^\s*\p{Lu}\p{Ll}/u.test(text) || /\s\p{L}|\p{L}\s/u.test(text);

/** The string literals and template texts a value shows: through conditions, fallbacks and templates only. */
function shownStrings(node, out = []) {
  if (!node) return out;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string') out.push({ node, text: node.value });
      break;
    case 'TemplateLiteral':
      for (const q of node.quasis) out.push({ node: q, text: q.value.cooked ?? '' });
      for (const e of node.expressions) shownStrings(e, out);
      break;
    case 'ConditionalExpression':
      shownStrings(node.consequent, out);
      shownStrings(node.alternate, out);
      break;
    case 'LogicalExpression':
      // `a && 'x'`, `a ?? 'x'`, `a || 'x'`: the right side is shown; the left is a condition or a value.
      shownStrings(node.right, out);
      if (node.operator !== '&&') shownStrings(node.left, out);
      break;
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      shownStrings(node.expression, out);
      break;
    default:
      break;
  }
  return out;
}

const propName = (key) =>
  key?.type === 'Identifier' ? key.name : key?.type === 'Literal' && typeof key.value === 'string' ? key.value : '';

export default {
  rules: {
    'no-literal-words': {
      meta: {
        type: 'problem',
        docs: { description: "Words a person reads come from the domain's message catalogue, not literals." },
        messages: {
          text: 'Words in JSX ("{{text}}"): take them from the domain\'s message catalogue.',
          prose: 'Words a person reads ("{{text}}"): take them from the domain\'s message catalogue.',
          prop: 'Words in "{{prop}}" ("{{text}}"): take them from the domain\'s message catalogue.',
        },
        schema: [],
      },
      create(context) {
        const report = (found, prop, messageId = 'text') => {
          for (const { node, text } of found)
            if (hasWords(text))
              context.report(
                prop
                  ? { node, messageId: 'prop', data: { prop, text: text.trim() } }
                  : { node, messageId, data: { text: text.trim() } },
              );
        };
        return {
          JSXText(node) {
            if (hasWords(node.value)) context.report({ node, messageId: 'text', data: { text: node.value.trim() } });
          },
          JSXAttribute(node) {
            const prop = node.name.type === 'JSXIdentifier' ? node.name.name : '';
            if (!WORDED_PROPS.has(prop) || !node.value) return;
            if (node.value.type === 'Literal') report([{ node: node.value, text: String(node.value.value) }], prop);
            else if (node.value.type === 'JSXExpressionContainer') report(shownStrings(node.value.expression), prop);
          },
          // A JSX child shown through a condition or a template: `{open ? 'Close' : 'Open'}`, `{`${n} jobs`}`.
          'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
            report(shownStrings(node.expression));
          },
          // `{ label: 'New email' }`, `notifications.show({ title, message })`: words given as an object's field.
          Property(node) {
            const prop = propName(node.key);
            if (WORDED_PROPS.has(prop)) report(shownStrings(node.value), prop);
          },
          // `return h < 1 ? 'under 1 hour' : …`, `(d) => `${d} days``: words a function of a component's file answers.
          ReturnStatement(node) {
            report(shownStrings(node.argument).filter(isProse), undefined, 'prose');
          },
          'ArrowFunctionExpression[expression=true]'(node) {
            report(shownStrings(node.body).filter(isProse), undefined, 'prose');
          },
          // `setError(failed ? 'Could not reach the server' : null)`: words put into a component's state.
          CallExpression(node) {
            if (node.callee.type === 'Identifier' && /^set[A-Z]/.test(node.callee.name))
              for (const arg of node.arguments) report(shownStrings(arg).filter(isProse), undefined, 'prose');
          },
          // `function Card({ title = 'Pay breakdown' })`: a worded prop's default.
          AssignmentPattern(node) {
            if (node.left.type === 'Identifier' && WORDED_PROPS.has(node.left.name))
              report(shownStrings(node.right), node.left.name);
          },
        };
      },
    },
  },
};
