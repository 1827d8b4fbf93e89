import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Every app's (and this package's) texts: `<app>/src/locales/{en,bn}.json`, and those of a page
 * that ships its own in its chunk, `<app>/src/locales/<page>/{en,bn}.json` (named `<app>/<page>`).
 */
const apps = fs
  .readdirSync(root)
  .filter((name) => fs.existsSync(path.join(root, name, 'src/locales/en.json')))
  .flatMap((app) => [
    app,
    ...fs
      .readdirSync(path.join(root, app, 'src/locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, app, 'src/locales', entry.name, 'en.json')))
      .map((entry) => `${app}/${entry.name}`),
  ]);

function keysOf(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function read(texts: string, language: string): unknown {
  const [app, page = ''] = texts.split('/');
  return JSON.parse(fs.readFileSync(path.join(root, app!, 'src/locales', page, `${language}.json`), 'utf8'));
}

/** `usedYears_one` and `usedYears_other` are one text: Bangla has one plural form, English two. */
function withoutPluralForm(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

describe('texts in both languages', () => {
  it('finds the texts of every app', () => {
    expect(apps).toEqual(expect.arrayContaining(['ui', 'shell', 'shell/profile', 'storefront-mfe', 'buyer-mfe', 'seller-mfe', 'admin-mfe']));
  });

  it.each(apps)('%s has every text in English and in Bangla', (app) => {
    const english = new Set(keysOf(read(app, 'en')).map(withoutPluralForm));
    const bangla = new Set(keysOf(read(app, 'bn')).map(withoutPluralForm));
    expect([...english].filter((key) => !bangla.has(key)), 'missing in bn.json').toEqual([]);
    expect([...bangla].filter((key) => !english.has(key)), 'missing in en.json').toEqual([]);
  });

  it.each(apps)('%s has no empty text and writes Bangla in Bangla script', (app) => {
    for (const language of ['en', 'bn']) {
      const texts = read(app, language);
      for (const key of keysOf(texts)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        if (typeof value === 'object' && value !== null) continue; // an empty group
        expect(typeof value === 'string' && value.trim() !== '', `${app} ${language} ${key}`).toBe(true);
      }
    }
    // A Bangla text is in Bangla script; an acronym alone (IMEI, OTP) is the same in both.
    const banglaScript = /[\u0980-\u09FF]/;
    const untranslated = keysOf(read(app, 'bn')).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(app, 'bn'));
      return typeof value === 'string' && !banglaScript.test(value) && /[a-z]{4,}/.test(value.replace(/\{\{[^}]*\}\}/g, ''));
    });
    expect(untranslated, 'Bangla texts left in English').toEqual([]);
  });

  // An English page draws its Bengali from a font cut down to the taka sign and the letters of
  // "বাংলা" (shell/src/language/BanglaFont.tsx): an English text with more Bengali than that
  // would make every English reader download the whole Bengali font.
  it.each(apps)('%s writes no Bengali in its English texts but the taka sign', (app) => {
    const english = JSON.stringify(read(app, 'en'));
    expect(english.match(/[\u0980-\u09F2\u09F4-\u09FF]/g) ?? []).toEqual([]);
  });
});
