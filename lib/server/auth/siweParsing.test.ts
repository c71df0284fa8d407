import { ParsedMessage } from '@spruceid/siwe-parser';
import { describe, expect, it } from 'vitest';
import positive from './siweVectors/parsing_positive.json';
import negative from './siweVectors/parsing_negative.json';

/*
 * The reference implementation's parsing vectors (`siweVectors/README.md`)
 * against the EIP-4361 parser that `verifySignIn` uses.
 */

describe('EIP-4361 parsing vectors of the reference implementation', () => {
  it.each(Object.entries(positive))('parses "%s" to its fields', (_name, { message, fields }) => {
    const parsed = new ParsedMessage(message);
    for (const [field, value] of Object.entries(fields)) {
      expect(parsed[field as keyof ParsedMessage], field).toEqual(value ?? undefined);
    }
  });

  it.each(Object.entries(negative))('refuses "%s"', (_name, message) => {
    expect(() => new ParsedMessage(message)).toThrow();
  });
});
