import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

/** Accented look-alikes, so that text we never put in a catalogue stands out as plain ASCII. */
const ACCENTED: ReadonlyMap<string, string> = new Map(
  [...'aeiouycnsgACEINOUY'].map((char, index) => [char, [...'àéîöûýçñšğÀÇÉÎÑÖÜÝ'][index] ?? char]),
);

/**
 * One ICU message in the pseudo-locale: every literal accented and about
 * 40% longer (padded with "~"), arguments, plural and select keys and tags
 * left as they are, so the message still formats.
 */
export function pseudoLocalize(message: string): string {
  const walk = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((element) => {
      if (element.type === TYPE.literal) {
        const text = [...element.value].map((char) => ACCENTED.get(char) ?? char).join('');
        return { ...element, value: text.trim() ? `${text}${'~'.repeat(Math.ceil(text.length * 0.4))}` : text };
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        const options = Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [key, { ...option, value: walk(option.value) }]),
        );
        return { ...element, options };
      }
      if (element.type === TYPE.tag) return { ...element, children: walk(element.children) };
      return element;
    });
  return printAST(walk(parse(message)));
}

/** Applies `transform` to every message of a (nested) catalogue. */
function mapMessages(messages: AbstractIntlMessages, transform: (message: string) => unknown): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? transform(value) : mapMessages(value, transform)]),
  ) as AbstractIntlMessages;
}

/**
 * The pseudo-locale's catalogue: en-US's messages through
 * {@link pseudoLocalize}, compiled as next-intl's plugin compiles the
 * others (`icu-minify`). Server only; read from `messages/en-US.json` at
 * build time (`getStaticProps`) or in `next dev`.
 */
export function pseudoMessages(): AbstractIntlMessages {
  const source = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en-US.json'), 'utf8')) as AbstractIntlMessages;
  return mapMessages(source, (message) => compile(pseudoLocalize(message)));
}
