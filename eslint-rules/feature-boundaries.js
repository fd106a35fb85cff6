// A feature's internals are its own: a server module (src/server/modules/<feature>/) or a web feature
// (src/web/features/<feature>/) never imports another feature's files, and the database layer (src/server/db/)
// never imports a module. Code shared by several server modules lives in src/server/data/ (reads and mappers),
// queue/ or security/; web pages that compose several features live in src/web/app/.
// The specifier is resolved against the importing file (relative or the `@/` alias), so every spelling counts.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const ZONES = [
  { dir: path.join(SRC, 'server', 'modules'), hint: 'move shared code to src/server/data/ (or queue/, security/)' },
  { dir: path.join(SRC, 'web', 'features'), hint: 'compose features in src/web/app/ (pages, components)' },
];

/** The feature a path belongs to, or null. */
function featureOf(file) {
  for (const zone of ZONES) {
    const rel = path.relative(zone.dir, file);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return { zone, feature: rel.split(path.sep)[0] };
  }
  return null;
}

function resolveSpecifier(spec, file) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

export default {
  rules: {
    'feature-boundaries': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          cross: "{{from}} must not import {{to}}'s internals: {{hint}}.",
          seed: 'src/server/db must not import a feature module.',
        },
      },
      create(context) {
        const file = context.filename;
        const own = featureOf(file);
        const inDb = !path.relative(path.join(SRC, 'server', 'db'), file).startsWith('..');
        const check = (node, spec) => {
          if (typeof spec !== 'string') return;
          const target = resolveSpecifier(spec, file);
          if (!target) return;
          const other = featureOf(target);
          if (!other) return;
          if (inDb && other.zone === ZONES[0]) context.report({ node, messageId: 'seed' });
          else if (own && other.zone === own.zone && other.feature !== own.feature) {
            context.report({
              node,
              messageId: 'cross',
              data: { from: own.feature, to: other.feature, hint: own.zone.hint },
            });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
