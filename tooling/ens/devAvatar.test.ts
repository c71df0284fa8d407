import { describe, expect, it } from 'vitest';
import { parseAvatarUri } from '@/lib/server/avatar/avatarRecord';
import { toAvatarImage } from '@/lib/server/avatar/avatarImage';
import { devAvatarDataUrl } from './devAvatar';

describe('the Dev Wallet’s avatar', () => {
  it('is a record the avatar route serves: short enough, and a raster image it re-encodes', async () => {
    const source = parseAvatarUri(await devAvatarDataUrl(), { allowNft: false });
    expect(source.kind).toBe('data');
    if (source.kind !== 'data') return;
    expect((await toAvatarImage(source.bytes)).length).toBeGreaterThan(0);
  });
});
