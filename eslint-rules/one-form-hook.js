// One form mechanism (issue 43, docs/decisions/0049-one-form-hook.md): every form of the web app is built with
// `useDomainForm` (src/web/lib/domain-form.ts), @mantine/form validated by the operation's domain schema, with the
// same drafts, "Discard unsaved changes?" and refusal display. Two ways around it are refused:
// - a value import from @mantine/form (`useForm`, `createFormContext`, `useField`…) outside the hook's module: a form
//   built on it would skip the schema, the draft and the catalogue of forms (types stay importable);
// - a <form> element (or a Mantine `component="form"`) whose onSubmit is not the hook's: `onSubmit={form.onSubmit(…)}`,
//   or a name bound to `form.onSubmit(…)`, where `form` is the result of `useDomainForm(…)` in that file.

const HOOK = 'useDomainForm';

/** The variable `name` resolves to from `node`'s scope, or null. */
function resolve(context, node, name) {
  for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
    const v = scope.set.get(name);
    if (v) return v;
  }
  return null;
}

/** The initializer `const name = …` gives, or null (a parameter, an import, a destructured name). */
function initOf(variable) {
  const def = variable?.defs[0];
  return def?.type === 'Variable' && def.node.id.type === 'Identifier' ? def.node.init : null;
}

const isHookCall = (node) =>
  node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === HOOK;

/** `x.onSubmit(…)` where `x` is `useDomainForm(…)`'s result. */
function isHookSubmit(context, node) {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const { object, property } = node.callee;
  if (property.type !== 'Identifier' || property.name !== 'onSubmit' || object.type !== 'Identifier') return false;
  return isHookCall(initOf(resolve(context, object, object.name)));
}

/** The onSubmit attribute's value is the hook's submit, directly or through a name bound to it. */
function submitsThroughHook(context, value) {
  if (value?.type !== 'JSXExpressionContainer') return false;
  const e = value.expression;
  if (isHookSubmit(context, e)) return true;
  return e.type === 'Identifier' && isHookSubmit(context, initOf(resolve(context, e, e.name)));
}

const attribute = (node, name) =>
  node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);

/** `<form …>`, or any element rendered as one (`component="form"`). */
function isFormElement(node) {
  if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') return true;
  const component = attribute(node, 'component');
  return component?.value?.type === 'Literal' && component.value.value === 'form';
}

export default {
  rules: {
    'one-form-hook': {
      meta: {
        type: 'problem',
        schema: [],
        docs: { description: 'Every form is built with useDomainForm (src/web/lib/domain-form.ts).' },
        messages: {
          mantineForm:
            "'{{name}}' from @mantine/form builds a form outside the one form hook: use useDomainForm (src/web/lib/domain-form.ts) with the operation's domain schema.",
          formSubmit:
            'A <form> submits through the one form hook: onSubmit={form.onSubmit(…)} with form = useDomainForm(schema, values, options) (src/web/lib/domain-form.ts).',
        },
      },
      create(context) {
        return {
          ImportDeclaration(node) {
            if (node.source.value !== '@mantine/form' || node.importKind === 'type') return;
            for (const s of node.specifiers) {
              if (s.type === 'ImportSpecifier' && s.importKind === 'type') continue;
              context.report({ node: s, messageId: 'mantineForm', data: { name: s.local.name } });
            }
          },
          ImportExpression(node) {
            if (node.source.type === 'Literal' && node.source.value === '@mantine/form')
              context.report({ node, messageId: 'mantineForm', data: { name: 'import()' } });
          },
          JSXOpeningElement(node) {
            if (!isFormElement(node)) return;
            if (!submitsThroughHook(context, attribute(node, 'onSubmit')?.value))
              context.report({ node, messageId: 'formSubmit' });
          },
        };
      },
    },
  },
};
