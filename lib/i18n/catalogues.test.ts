/**
 * The message catalogues (`messages/*.json`) against each other and
 * against the code: every locale has exactly en-US's keys, with the same
 * ICU arguments; no key is left that the code never reads; no translated
 * message is left in English. `docs/i18n.md` says how to add a locale.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/tooling/paths';
import { DEFAULT_LOCALE, LOCALES } from './locales';

type Catalogue = { [key: string]: string | Catalogue };

const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'messages', `${locale}.json`), 'utf8')) as Catalogue;

/** Every message of a catalogue by its dotted key (`Send.amountHint`). */
function flatten(messages: Catalogue, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** The names of a message's arguments and tags (`{symbol}`, `{count, plural, …}`, `<code>`). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The source files that may read messages: the app's TypeScript outside tests. */
function sourceFiles(): string[] {
  return ['components', 'pages', 'lib'].flatMap((folder) =>
    readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => readFileSync(path.join(REPO_ROOT, folder, file), 'utf8')),
  );
}

/**
 * Messages a translation may keep as en-US has them: arguments alone,
 * examples and words each language writes the same (names, units, "Total").
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  'Errors.walletSaid',
  'Send.recipientPlaceholder',
  'Send.amountPlaceholder',
  'Send.hash',
  'Send.recentDescription',
  'Batch.total',
  'Batch.paymentTo',
  'Account.transactions',
  'Sessions.heading',
  'Tokens.heading',
  'Send.ethereumOnlyDetails',
  'Requests.asset',
  'Requests.qrCode',
  'Requests.transactionHash',
  'Pay.note',
  'Pay.status',
]);

const english = flatten(catalogue(DEFAULT_LOCALE));

describe('message catalogues', () => {
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    it(`${locale} has every en-US key, no other, each with en-US's arguments`, () => {
      const translated = flatten(catalogue(locale));
      expect([...translated.keys()].sort(), 'keys').toEqual([...english.keys()].sort());
      for (const [key, message] of english) expect(argumentsOf(translated.get(key) ?? ''), `${locale} ${key}`).toEqual(argumentsOf(message));
    });

    it(`${locale} leaves no message in English`, () => {
      const translated = flatten(catalogue(locale));
      const untranslated = [...english].filter(([key, message]) => translated.get(key) === message && !SAME_AS_ENGLISH.has(key) && /[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, '')));
      expect(untranslated.map(([key]) => key)).toEqual([]);
    });
  }

  it('has no key that the code never reads', () => {
    const files = sourceFiles();
    const unused = [...english.keys()].filter((key) => {
      const [namespace = '', ...rest] = key.split('.');
      const name = rest.join('.');
      const readers = namespace === 'Errors' ? files : files.filter((file) => file.includes(`useTranslations('${namespace}')`));
      return !readers.some((file) => file.includes(`'${name}'`));
    });
    expect(unused).toEqual([]);
  });
});
