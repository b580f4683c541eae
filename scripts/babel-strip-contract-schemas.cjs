/**
 * Web build only (ADR 0007): the browser uses an endpoint's method and path, never its zod schemas. In
 * shared/api/*.contract.ts this keeps only `method`, `path` and `invalidates` (the reads a call makes stale,
 * client/lib/endpoint-query.ts) of every `endpoint({...})` declaration and then the imports nothing uses any more, so the schema modules stay out
 * of the page scripts. The server, SSR and jest builds keep the declarations whole.
 */
// Everything else goes: schemas, summaries, access, rate class, files.
const KEPT = new Set(['method', 'path', 'invalidates']);

module.exports = function stripContractSchemas({ types: t }) {
  const isContract = (state) => /[\\/]shared[\\/]api[\\/][^\\/]+\.contract\.ts$/.test(state.filename || '');
  return {
    name: 'strip-contract-schemas',
    visitor: {
      CallExpression(path, state) {
        if (!isContract(state) || !path.get('callee').isIdentifier({ name: 'endpoint' })) return;
        const [arg] = path.get('arguments');
        if (!arg || !arg.isObjectExpression()) return;
        for (const prop of arg.get('properties')) {
          const key = prop.node.key;
          if (prop.isObjectProperty() && !prop.node.computed && t.isIdentifier(key) && !KEPT.has(key.name)) prop.remove();
        }
      },
      Program: {
        exit(path, state) {
          if (!isContract(state)) return;
          // Drop module-level constants and imports left without a use (repeat: removing one frees others).
          for (let changed = true; changed;) {
            changed = false;
            path.scope.crawl();
            for (const stmt of path.get('body')) {
              if (stmt.isVariableDeclaration()) {
                for (const decl of stmt.get('declarations')) {
                  const id = decl.node.id;
                  if (t.isIdentifier(id) && !path.scope.getBinding(id.name)?.referenced) {
                    decl.remove();
                    changed = true;
                  }
                }
              } else if (stmt.isImportDeclaration() && stmt.node.specifiers.length) {
                for (const spec of stmt.get('specifiers')) {
                  if (!path.scope.getBinding(spec.node.local.name)?.referenced) {
                    spec.remove();
                    changed = true;
                  }
                }
                if (!stmt.node.specifiers.length) stmt.remove();
              }
            }
          }
        },
      },
    },
  };
};
