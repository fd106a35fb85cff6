// A message catalogue (an exported `…_MESSAGES` constant) of src/domain lives in a file that builds no schema (issue
// 43). The web build keeps a module whole when any of its exports is used (Rolldown initialises the module, every
// statement of it), so words beside zod schemas make every page that shows them build those schemas and load zod
// (95 KB, 100–230 ms of module evaluation at Lighthouse's 4× CPU): the dashboard's words in
// domain/organizations/dashboard.ts did so for every dashboard. A file "builds schemas" when it imports zod's values or
// the zod error map (shared/validation.ts); a type-only import of zod is free.

/** True when the import brings zod's values or the error map's side effect into the file. */
function bringsZod(node) {
  if (node.importKind === 'type') return false;
  const from = node.source.value;
  if (from === 'zod') return node.specifiers.some((s) => s.importKind !== 'type');
  return /(^|\/)validation$/.test(from) && node.specifiers.length === 0;
}

export default {
  rules: {
    'words-apart-from-schemas': {
      meta: {
        type: 'problem',
        docs: { description: 'A message catalogue of the domain lives apart from zod schemas.' },
        messages: {
          apart:
            '{{name}} is beside zod schemas: a page that shows these words would build them and load zod. Move it to a file of words (…-messages.ts).',
        },
        schema: [],
      },
      create(context) {
        let zod = false;
        const catalogues = [];
        return {
          ImportDeclaration(node) {
            if (bringsZod(node)) zod = true;
          },
          'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
            if (node.id.type === 'Identifier' && /_MESSAGES$/.test(node.id.name)) catalogues.push(node);
          },
          'Program:exit'() {
            if (!zod) return;
            for (const node of catalogues) context.report({ node, messageId: 'apart', data: { name: node.id.name } });
          },
        };
      },
    },
  },
};
