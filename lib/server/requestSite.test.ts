import { describe, expect, it } from 'vitest';
import type { SiteOrigins } from '@/lib/config/server/serverEnv';
import { ApiError } from './apiError';
import { requestSite } from './requestSite';

const request = (headers: Record<string, string>, encrypted = false) => ({ headers, encrypted });
const configured: SiteOrigins = { kind: 'configured', origins: ['https://coeditions.example', 'https://www.coeditions.example'] };
const local: SiteOrigins = { kind: 'local-development' };

describe('requestSite', () => {
  it('answers the configured origin of the request host, whatever protocol reached the server', () => {
    expect(requestSite(request({ host: 'coeditions.example' }), { siteOrigins: configured, trustProxy: false })).toEqual({
      host: 'coeditions.example',
      origin: 'https://coeditions.example',
    });
    expect(requestSite(request({ host: 'WWW.coeditions.example:443' }), { siteOrigins: configured, trustProxy: false }).origin).toBe(
      'https://www.coeditions.example',
    );
  });

  it('refuses a host that is not the site: a phishing site posting with its own Host', () => {
    expect(() => requestSite(request({ host: 'evil.example' }), { siteOrigins: configured, trustProxy: false })).toThrow(
      new ApiError(400, 'Request Host is not this site.'),
    );
  });

  it('reads X-Forwarded-Host only when TRUST_PROXY is on', () => {
    const forwarded = request({ host: 'coeditions.example', 'x-forwarded-host': 'evil.example' });
    expect(requestSite(forwarded, { siteOrigins: configured, trustProxy: false }).host).toBe('coeditions.example');
    expect(() => requestSite(forwarded, { siteOrigins: configured, trustProxy: true })).toThrow(ApiError);
    const rewritten = request({ host: '10.0.0.5:3000', 'x-forwarded-host': 'coeditions.example', 'x-forwarded-proto': 'https' });
    expect(requestSite(rewritten, { siteOrigins: configured, trustProxy: true }).origin).toBe('https://coeditions.example');
  });

  it('in development without SITE_URL, takes any port of localhost and 127.0.0.1, and nothing else', () => {
    expect(requestSite(request({ host: 'localhost:3000' }), { siteOrigins: local, trustProxy: false }).origin).toBe('http://localhost:3000');
    expect(requestSite(request({ host: '127.0.0.1:41234' }), { siteOrigins: local, trustProxy: false }).origin).toBe('http://127.0.0.1:41234');
    expect(() => requestSite(request({ host: 'evil.example' }), { siteOrigins: local, trustProxy: false })).toThrow(ApiError);
  });

  it('refuses a request with no Host, or one that is not a host', () => {
    expect(() => requestSite(request({}), { siteOrigins: local, trustProxy: false })).toThrow(new ApiError(400, 'Request has no Host header.'));
    expect(() => requestSite(request({ host: 'localhost/evil' }), { siteOrigins: local, trustProxy: false })).toThrow(ApiError);
    expect(() => requestSite(request({ host: 'user@localhost' }), { siteOrigins: local, trustProxy: false })).toThrow(ApiError);
  });
});
