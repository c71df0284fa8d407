import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { CSP_REPORTS_PER_REQUEST, CSP_SUMMARY_FIELD_MAX_CHARS, summariseCspReports } from './cspReport';

/** A `report-uri` body as Firefox sends it. */
const LEGACY_REPORT = {
  'csp-report': {
    'document-uri': 'https://co-editions.example/send?to=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=SECRET',
    'line-number': 1,
    'source-file': 'https://co-editions.example/_next/static/chunks/main.js',
    'status-code': 200,
    'script-sample': 'alert(document.cookie)',
  },
};

/** One Reporting API report as Chromium sends it. */
function reportingApiReport(blockedURL: string, type = 'csp-violation') {
  return {
    age: 3,
    type,
    url: 'https://co-editions.example/',
    user_agent: 'Chromium',
    body: {
      blockedURL,
      disposition: 'enforce',
      documentURL: 'https://co-editions.example/#fragment',
      effectiveDirective: 'connect-src',
      originalPolicy: "default-src 'self'",
      sample: '',
      sourceFile: 'https://co-editions.example/_next/static/chunks/app.js',
      statusCode: 200,
    },
  };
}

describe('summariseCspReports', () => {
  it('reads a report-uri body, keeping origins and paths but no query, sample or policy', () => {
    expect(summariseCspReports(LEGACY_REPORT)).toEqual([
      {
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'https://co-editions.example/send',
        source: 'https://co-editions.example/_next/static/chunks/main.js',
        disposition: 'enforce',
      },
    ]);
  });

  it('reads every csp-violation of a Reporting API batch and skips other report types', () => {
    const batch = [reportingApiReport('https://rpc.example/v2/KEY?x=1'), reportingApiReport('https://ignored.example/', 'deprecation'), reportingApiReport('inline')];
    expect(summariseCspReports(batch)).toEqual([
      {
        directive: 'connect-src',
        blocked: 'https://rpc.example/v2/KEY',
        document: 'https://co-editions.example/',
        source: 'https://co-editions.example/_next/static/chunks/app.js',
        disposition: 'enforce',
      },
      expect.objectContaining({ blocked: 'inline' }),
    ]);
  });

  it('shows data:, blob: and other non-network URLs by their scheme alone', () => {
    const [summary] = summariseCspReports([reportingApiReport('data:text/javascript,alert(1)'), reportingApiReport('blob:https://x/1')]);
    expect(summary?.blocked).toBe('data');
    expect(summariseCspReports([reportingApiReport('blob:https://x/1')])[0]?.blocked).toBe('blob');
  });

  it(`reads at most ${CSP_REPORTS_PER_REQUEST} reports of a batch`, () => {
    const batch = Array.from({ length: 500 }, (_, index) => reportingApiReport(`https://e${index}.example/`));
    expect(summariseCspReports(batch)).toHaveLength(CSP_REPORTS_PER_REQUEST);
  });

  it(`cuts every field to ${CSP_SUMMARY_FIELD_MAX_CHARS} characters`, () => {
    const [summary] = summariseCspReports({ 'csp-report': { 'effective-directive': 'x'.repeat(10_000), 'blocked-uri': `https://a.example/${'p'.repeat(10_000)}` } });
    expect([...(summary?.directive ?? '')]).toHaveLength(CSP_SUMMARY_FIELD_MAX_CHARS);
    expect(summary?.directive.endsWith('…')).toBe(true);
    expect([...(summary?.blocked ?? '')]).toHaveLength(CSP_SUMMARY_FIELD_MAX_CHARS);
  });

  it('turns fields of the wrong type, and inherited names, into empty strings', () => {
    const hostile = JSON.parse('{"csp-report":{"effective-directive":{"toString":1},"blocked-uri":42,"__proto__":{"document-uri":"https://proto.example/"}}}') as unknown;
    expect(summariseCspReports(hostile)).toEqual([{ directive: '', blocked: '', document: '', source: '', disposition: '' }]);
  });

  it.each([
    ['null', null],
    ['a number', 1],
    ['a string', 'csp-report'],
    ['an empty object', {}],
    ['csp-report that is not an object', { 'csp-report': 'x' }],
    ['csp-report that is an array', { 'csp-report': [] }],
    ['an empty batch', []],
    ['a batch without csp-violation', [reportingApiReport('https://a.example/', 'intervention')]],
    ['a batch of junk', [1, 'x', null, { type: 'csp-violation' }, { type: 'csp-violation', body: [] }]],
  ])('refuses %s with 400', (_name, body) => {
    let thrown: unknown;
    try {
      summariseCspReports(body);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
  });
});
