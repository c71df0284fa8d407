import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import enUS from '@/messages/en-US.json';
import { pseudoLocalize } from './pseudoMessages';

describe('pseudoLocalize', () => {
  it('accents and lengthens every literal by about 40%, and keeps arguments, plurals and tags working', () => {
    const messages = {
      hint: pseudoLocalize(enUS.Send.amountHint),
      submit: pseudoLocalize(enUS.Batch.submit),
      rich: pseudoLocalize(enUS.Send.ethereumOnly),
    };
    const t = createTranslator({ locale: 'en-US', messages });
    const hint = t('hint', { symbol: 'ETH', decimals: 18 });
    expect(hint).toContain('ETH');
    expect(hint).toContain('18');
    expect(hint).not.toMatch(/decimal/);
    const english = `In ETH, up to 18 decimal places.`;
    expect(hint.length / english.length).toBeGreaterThan(1.3);
    expect(t('submit', { count: 3 })).toMatch(/3/);
    expect(t('submit', { count: 1 })).not.toMatch(/\d/);
    expect(t.markup('rich', { name: 'bob.eth', chain: 'Base', address: '0xabc', code: (chunks) => `[${chunks}]` })).toContain('[0xabc]');
  });
});
