import { describe, expect, it } from 'vitest';
import { parseAvatarFetchAllowedIps } from './avatarFetchAllowedIps';

describe('parseAvatarFetchAllowedIps', () => {
  it('allows nothing when unset or blank', () => {
    expect(parseAvatarFetchAllowedIps(undefined).size).toBe(0);
    expect(parseAvatarFetchAllowedIps(' ').size).toBe(0);
  });

  it('reads comma-separated IPv4 and IPv6 addresses', () => {
    expect([...parseAvatarFetchAllowedIps('127.0.0.1, ::1')]).toEqual(['127.0.0.1', '::1']);
  });

  it('refuses a host name or a range, naming the variable', () => {
    expect(() => parseAvatarFetchAllowedIps('localhost')).toThrow(/^AVATAR_FETCH_ALLOWED_IPS: "localhost" is not an IP address\.$/);
    expect(() => parseAvatarFetchAllowedIps('10.0.0.0/8')).toThrow(/AVATAR_FETCH_ALLOWED_IPS/);
  });
});
