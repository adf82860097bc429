import { AVATAR_SIZE } from '@agency/shared/profile-values';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { as, createUser, signIn } from '../../test/auth.ts';

let t: TestApp;
let me: { id: string; call: ReturnType<typeof as> };
let other: { id: string; call: ReturnType<typeof as> };

const BOUNDARY = '----avatar-test-boundary';
function upload(call: ReturnType<typeof as>, content: Buffer, name = 'me.png', field = 'file') {
  return call({
    method: 'PUT',
    url: '/api/me/avatar',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

const picture = (format: 'png' | 'jpeg' | 'gif', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

const audits = (action: string, userId: string) =>
  t.database.db
    .select({ actorId: auditLogs.actorId, details: auditLogs.details })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, userId)));

beforeAll(async () => {
  t = await createTestApp();
  const person = async (role: 'CLIENT' | 'AGENT') => {
    const user = await createUser(t.database.db, { role });
    return { id: user.id, call: as(t.app, await signIn(t.app, user.email)) };
  };
  me = await person('CLIENT');
  other = await person('AGENT');
});
afterAll(() => t.close());

describe('My Profile (001 §2)', () => {
  it("edits the caller's name, phone, location, time zone and bio, audited, and the session shows the new name", async () => {
    const res = await me.call({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: {
        firstName: '  Ada ',
        lastName: 'Lovelace',
        phone: '+44 20 7946 0000',
        location: 'London',
        timezone: 'Europe/London',
        bio: 'Counts things.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      phone: '+44 20 7946 0000',
      location: 'London',
      timezone: 'Europe/London',
      bio: 'Counts things.',
      image: null,
      role: 'CLIENT',
    });
    expect((await me.call({ method: 'GET', url: '/api/me' })).json().name).toBe('Ada Lovelace');
    expect((await me.call({ method: 'GET', url: '/api/me/profile' })).json().location).toBe('London');
    expect(await audits('profile.updated', me.id)).toEqual([
      { actorId: me.id, details: { fields: ['firstName', 'lastName', 'phone', 'location', 'bio', 'timezone'] } },
    ]);
    // One time zone: Settings › General reads the one My Profile wrote (time-zone.test.ts: the calendar too).
    expect((await me.call({ method: 'GET', url: '/api/me/preferences' })).json()).toMatchObject({
      timeZone: 'Europe/London',
      theme: null,
      language: null,
    });
  });

  it('clears optional fields with an empty text, and writes nothing for a body that changes nothing', async () => {
    const res = await me.call({ method: 'PATCH', url: '/api/me/profile', payload: { phone: '', bio: '' } });
    expect(res.json()).toMatchObject({ phone: null, bio: null, location: 'London' });
    const again = await me.call({ method: 'PATCH', url: '/api/me/profile', payload: { location: 'London' } });
    expect(again.statusCode).toBe(200);
    expect(await audits('profile.updated', me.id)).toHaveLength(2);
  });

  it('refuses an empty first name, an unknown zone, an empty body, a NUL and a huge bio with 400', async () => {
    for (const payload of [
      { firstName: '  ' },
      { timezone: 'Mars/Olympus' },
      {},
      { location: 'a\u0000b' },
      { bio: 'x'.repeat(2001) },
      { firstName: ['Ada'] },
    ]) {
      const res = await me.call({ method: 'PATCH', url: '/api/me/profile', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('never changes another user, whatever the body names', async () => {
    const before = (await other.call({ method: 'GET', url: '/api/me/profile' })).json();
    const res = await me.call({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { firstName: 'Grace', id: other.id, userId: other.id, email: 'taken@example.com', role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.id, firstName: 'Grace', role: 'CLIENT' });
    expect(res.json().email).not.toBe('taken@example.com');
    expect((await other.call({ method: 'GET', url: '/api/me/profile' })).json()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/me/profile', payload: { firstName: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the avatar (001 §9: JPG, GIF or PNG. 1MB max.; D26)', () => {
  it('stores a PNG, JPG or GIF as a square served by the product, and replaces the previous one', async () => {
    let previous: string | null = null;
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const res = await upload(me.call, await picture(format, 120, 60));
      expect(res.statusCode).toBe(200);
      const image = res.json().image as string;
      expect(image).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
      const served = await other.call({ method: 'GET', url: image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
      if (previous) expect((await me.call({ method: 'GET', url: previous })).statusCode).toBe(404);
      previous = image;
    }
    const [row] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, me.id));
    expect(row!.image).toBe(previous);
    expect(await audits('profile.avatar_changed', me.id)).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: previous! })).statusCode).toBe(401);
  });

  it('refuses a file over 1 MB with 413 and another type with 415, in the spec words, keeping the avatar', async () => {
    const before = (await me.call({ method: 'GET', url: '/api/me/profile' })).json().image;
    const big = Buffer.concat([await picture('png'), Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(me.call, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('JPG, GIF or PNG. 1MB max.');
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const content of [
      webp,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('not a picture'),
    ]) {
      const res = await upload(me.call, content, 'me.png');
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'UNSUPPORTED_IMAGE', message: 'JPG, GIF or PNG. 1MB max.' });
    }
    const wrongField = await upload(me.call, await picture('png'), 'me.png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await me.call({ method: 'PUT', url: '/api/me/avatar', payload: { image: 'x' } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect((await me.call({ method: 'GET', url: '/api/me/profile' })).json().image).toBe(before);
  });

  it('removes the avatar (initials show again) and its stored picture; an unknown avatar is 404', async () => {
    const before = (await me.call({ method: 'GET', url: '/api/me/profile' })).json().image as string;
    const res = await me.call({ method: 'DELETE', url: '/api/me/avatar' });
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toBeNull();
    expect((await me.call({ method: 'GET', url: before })).statusCode).toBe(404);
    expect(await audits('profile.avatar_removed', me.id)).toHaveLength(1);
    const missing = await me.call({ method: 'GET', url: '/api/avatars/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);
    expect((await me.call({ method: 'GET', url: '/api/avatars/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it("cannot touch another user's avatar: the upload lands on the caller", async () => {
    const res = await upload(other.call, await picture('png'));
    expect(res.json().id).toBe(other.id);
    const [row] = await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, me.id));
    expect(row!.image).toBeNull();
  });
});
