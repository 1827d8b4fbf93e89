// drizzle-kit is hoisted to the repo's node_modules while drizzle-orm stays in api/node_modules
// (it follows this workspace's PGlite). This hook lets drizzle-kit find drizzle-orm from here.
// Used only by `npm run db:generate`.
import { createRequire, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const requireFromApi = createRequire(import.meta.url);
let resolving = false; // require.resolve below passes through this hook too

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!resolving && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      resolving = true;
      try {
        return { url: pathToFileURL(requireFromApi.resolve(specifier)).href, shortCircuit: true };
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, context);
  },
});
