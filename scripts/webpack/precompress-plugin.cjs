// Writes a gzip and a brotli copy next to each text asset of a production build, so the static
// server (scripts/serve-app.mjs, sirv) sends them compressed without compressing per request.
const zlib = require('node:zlib');

/** Code and pages the browser downloads. Not app-config.json or remotes.json: those are edited
 *  after a build, and a stale compressed copy would be served instead of the edited file. */
const COMPRESSIBLE = /\.(js|css|html|svg)$|(^|\/)mf-manifest\.json$/;
/** Below this size the compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const compressors = {
  gz: (buffer) => zlib.gzipSync(buffer, { level: 9 }),
  br: (buffer) =>
    zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
};

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and content hashing; `additionalAssets` also catches the federation
        // manifest, which is written at this same stage.
        {
          name: 'PrecompressPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
          additionalAssets: true,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < MIN_BYTES) continue;
            for (const [extension, compress] of Object.entries(compressors)) {
              compilation.emitAsset(`${name}.${extension}`, new sources.RawSource(compress(buffer)), {
                compressed: true,
              });
            }
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
