// Tests that outlive the calendar (issue 46): a test file does not make a date from the real clock — `new Date()`
// without arguments, or `new Date(Date.now() …)` — unless it sets the clock itself (vi.useFakeTimers, vi.setSystemTime,
// the test helpers that do: pastMailCooldown). Dates in fixtures are relative to a clock the test sets, or fixed.
// Where a date has to follow the real clock (a row the database stamps with its own now(), which a test cannot set on
// PostgreSQL; a test whose subject is the clock), a comment on the line or the line above that starts with
// `clock-ok:` says why, and the use is allowed. Timing with Date.now() alone (deadlines, elapsed time) is not a date.

const CLOCK_SETTERS = /\bvi\.(useFakeTimers|setSystemTime)\b|\bpastMailCooldown\b/;

/** Whether `node` is a `Date.now()` call. */
const isDateNow = (node) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'Date' &&
  node.callee.property.type === 'Identifier' &&
  node.callee.property.name === 'now';

/** Whether the expression reads Date.now() anywhere inside it (a binary expression's sides, a call's arguments). */
function readsNow(node) {
  if (!node || typeof node !== 'object') return false;
  if (isDateNow(node)) return true;
  if (node.type === 'BinaryExpression') return readsNow(node.left) || readsNow(node.right);
  return false;
}

export default {
  rules: {
    'no-real-clock-dates': {
      meta: {
        type: 'problem',
        docs: { description: 'Tests make dates from a clock they set, not from the real one.' },
        messages: {
          realClock:
            'This date comes from the real clock: set the clock (vi.useFakeTimers({ toFake: ["Date"], now })), use a fixed date, or say why with a `// clock-ok: …` comment.',
        },
        schema: [],
      },
      create(context) {
        const source = context.sourceCode;
        if (CLOCK_SETTERS.test(source.getText())) return {};
        const allowed = (node) => {
          const line = node.loc.start.line;
          return source
            .getAllComments()
            .some((c) => /^\s*clock-ok:/.test(c.value) && (c.loc.end.line === line || c.loc.end.line === line - 1));
        };
        return {
          NewExpression(node) {
            if (node.callee.type !== 'Identifier' || node.callee.name !== 'Date') return;
            const fromNow = node.arguments.length === 0 || readsNow(node.arguments[0]);
            if (fromNow && !allowed(node)) context.report({ node, messageId: 'realClock' });
          },
        };
      },
    },
  },
};
