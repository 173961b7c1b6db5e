// A character's picture given as an address elsewhere is never shown from there: it reads as no picture
// until it has been fetched and stored (here it cannot be fetched, so it stays none). A picture the app
// showed a user from one of their own files is kept as that file; another user's file is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { draft, roleCalls } from '../../support/roles';
import { testImage, upload } from '../../support/images';

let t: TestApp;
const { newUser, get, post } = roleCalls(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('character avatars', () => {
  it('never show a picture from elsewhere', async () => {
    const user = await newUser('remote');
    const created = await post(
      '/api/user/role/create',
      user.headers,
      draft({ avatar: 'https://tracker.invalid/pixel.png' }),
    );
    expect(created.status).toBe(200);
    expect(created.body.data.avatar).toBeNull();
    const id = created.body.data.id as string;
    // The address cannot be fetched: it is dropped rather than ever shown.
    await expect
      .poll(async () => (await get('/api/user/my/role', user.headers)).body.data.list[0].avatar)
      .toBeNull();
    const info = await get(`/api/role/info?id=${id}`, user.headers);
    expect(JSON.stringify(info.body)).not.toContain('tracker.invalid');
  });

  it('keep one of the owner’s own files, and refuse someone else’s', async () => {
    const owner = await newUser('files');
    const other = await newUser('files-other');
    const fileId = await upload(t, owner.headers, 'avatar', await testImage(64, 64));
    const mine = await post(
      '/api/user/role/create',
      owner.headers,
      draft({ avatar: `/api/files/${fileId}?exp=1&sig=x` }),
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.avatar).toMatch(new RegExp(`^/api/files/${fileId}\\?exp=\\d+&sig=`));
    const theirs = await post(
      '/api/user/role/create',
      other.headers,
      draft({ avatar: `/api/files/${fileId}` }),
    );
    expect(theirs.status).toBe(400);
    expect(theirs.body.code).toBe('VALIDATION');
  });
});
