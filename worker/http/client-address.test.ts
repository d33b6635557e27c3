import { describe, expect, it } from 'vitest';
import { rateLimitClient } from './client-address';

describe('rateLimitClient (decision 107)', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 198.51.100.7 ', '198.51.100.7'],
    ['2001:db8:aa:bb0:1:2:3:4', '2001:db8:aa:bb0::/64'],
    ['2001:0DB8:00AA:0BB0:0001:0002:0003:0004', '2001:db8:aa:bb0::/64'],
    ['2001:db8:aa:bb0::9', '2001:db8:aa:bb0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:aa::', '2001:db8:aa:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    // An IPv4 client seen through an IPv6 socket is that IPv4 client.
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['0:0:0:0:0:ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
  ])('%s counts as %s', (address, key) => {
    expect(rateLimitClient(address)).toBe(key);
  });

  it('keeps what is no address as it came, cut short, and names a missing one', () => {
    expect(rateLimitClient(undefined)).toBe('unknown');
    expect(rateLimitClient('')).toBe('unknown');
    expect(rateLimitClient('1:2:3')).toBe('1:2:3');
    expect(rateLimitClient('x'.repeat(100))).toBe('x'.repeat(64));
    expect(rateLimitClient('1::2::3')).toBe('1::2::3');
  });
});
