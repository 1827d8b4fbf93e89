// The home page's first screen in the reader's language before any code loads: an inline script
// (shell/src/first-screen/language.js) with the Bangla words of every `data-text="<app>:<key>"` key
// of the first screen's markup, taken from the apps' own locale files so the two never drift. The
// Content-Security-Policy allows exactly this script by its hash (scripts/security-headers.mjs).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SHELL_DIR = path.join(__dirname, '..', '..', 'shell');
const LOCALES = { shell: 'src/locales/bn.json', storefront: '../storefront-mfe/src/locales/bn.json' };

/** The script as the page carries it; a key without Bangla words fails the build. */
function firstScreenLanguageScript(shellDir = SHELL_DIR) {
  const read = (file) => fs.readFileSync(path.join(shellDir, file), 'utf8');
  const books = Object.fromEntries(Object.entries(LOCALES).map(([app, file]) => [app, JSON.parse(read(file))]));
  const wordsOf = (key) => {
    const [app, dotted = ''] = key.split(':');
    const words = dotted.split('.').reduce((node, part) => node?.[part], books[app]);
    if (typeof words !== 'string') throw new Error(`first screen: no Bangla words for ${key}`);
    return words;
  };
  const texts = {};
  for (const [, key] of read('src/first-screen/home.html').matchAll(/data-text(?:-[a-z-]+)?="([^"]+)"/g)) {
    texts[key] = wordsOf(key);
  }
  // Inside <script>, "</" would end it early: JSON may write "<" as \u003c.
  const bangla = JSON.stringify({ title: wordsOf('shell:titles.site'), texts }).replace(/</g, '\\u003c');
  const code = read('src/first-screen/language.js')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/$)/.test(line))
    .join('\n')
    .trim();
  return code.replace('})(BANGLA_TEXTS);', `})(${bangla});`);
}

/** The CSP source that allows the script, e.g. 'sha256-…'. */
function firstScreenScriptHash(shellDir = SHELL_DIR) {
  return `'sha256-${crypto.createHash('sha256').update(firstScreenLanguageScript(shellDir)).digest('base64')}'`;
}

/** Fails the build when index.html does not carry the script byte for byte (the CSP hash would not match). */
class InlineScriptCheck {
  constructor(script) {
    this.script = script;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('InlineScriptCheck', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InlineScriptCheck', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const page = compilation.getAsset('index.html')?.source.source().toString() ?? '';
        if (!page.includes(`<script>${this.script}</script>`)) {
          compilation.errors.push(new WebpackError("index.html does not carry the first screen's language script as written"));
        }
      });
    });
  }
}

module.exports = { firstScreenLanguageScript, firstScreenScriptHash, InlineScriptCheck };
