import { IntlError, IntlErrorCode } from 'next-intl';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { reportIntlError } from './intlErrors';

describe('reportIntlError', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());
  afterAll(() => consoleError.mockRestore());

  it('says nothing of a missing global time zone', () => {
    reportIntlError(new IntlError(IntlErrorCode.ENVIRONMENT_FALLBACK));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs every other error, as next-intl does by default', () => {
    const error = new IntlError(IntlErrorCode.MISSING_MESSAGE, 'Header.nowhere');
    reportIntlError(error);
    expect(consoleError).toHaveBeenCalledWith(error);
  });
});
