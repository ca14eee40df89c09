// A test-only pseudo-translation for layout tests and benchmarks in languages whose real catalog is not in a build:
// every word doubled and accented ("Subscriptions" → "ŠúbšçŕíṕţíóñšŠúbšçŕíṕţíóñš"), so texts are about as long as
// German's compounds, with `{placeholders}` kept. Built from the French catalog files of a build (same keys and file
// names) and the English of src/i18n/messages.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ACCENTS = Object.fromEntries(
  [...'aeioucnszyrltgpAEIOUCNSZYRLTGP'].map((c, i) => [c, [...'áéíóúçñšžýŕĺţğṕÁÉÍÓÚÇÑŠŽÝŔĹŢĞṔ'][i]]),
);

/** The pseudo-translation of an English text. */
export function pseudo(english) {
  return english
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part)
        ? part
        : part.replace(/[A-Za-z][A-Za-z']*/g, (word) => {
            const accented = word.replace(/[A-Za-z]/g, (c) => ACCENTS[c] ?? c);
            return accented + accented.toLowerCase();
          }),
    )
    .join('');
}

/** The interface's English messages (key → text). */
export function readMessages(root = process.cwd()) {
  return JSON.parse(readFileSync(join(root, 'src/i18n/messages.json'), 'utf8'));
}

/** A catalog's keys with pseudo texts (a plural form takes its message's other form). The build's own keys, which
 *  no message has ('@format', the format data: src/i18n/format-data.ts), stay as they are. */
export function pseudoCatalog(catalog, messages) {
  const englishOf = (key) => {
    if (key in messages) return messages[key];
    const base = key.replace(/\.(zero|one|two|few|many|other)$/, '');
    return messages[`${base}.other`] ?? messages[`${base}.one`] ?? key;
  };
  return Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, key.startsWith('@') ? text : pseudo(englishOf(key))]),
  );
}

/** A build's catalog file (`.json`, or the early `.js` script) of another language, turned into the pseudo one. */
export function pseudoFile(name, text, messages) {
  if (name.endsWith('.json')) return JSON.stringify(pseudoCatalog(JSON.parse(text), messages));
  const m = /^([\s\S]*applyEarly\()(\{[\s\S]*\})((?:,"[^"]*")?\)\}\)\(\);\s*)$/.exec(text);
  if (!m) throw new Error(`unexpected catalog script ${name}`);
  return m[1] + JSON.stringify(pseudoCatalog(JSON.parse(m[2]), messages)) + m[3];
}
