import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@yado/domain/dates';
import { MAX_PHOTO_ALT_LENGTH, MAX_PHOTO_BYTES } from '@yado/domain/room-type-photos';
import { firstError, searchTokyo, setTokyoStock, tokyoMonday, type TestApp } from '../../testing/test-app';
import { CATALOGUE_BASE, fieldsOf, startCatalogueTest, type ConsoleHeaders } from './catalogue-testing';

let t: TestApp, manager: ConsoleHeaders, frontDesk: ConsoleHeaders, otherHotelOwner: ConsoleHeaders;
beforeAll(async () => ({ t, manager, frontDesk, otherHotelOwner } = await startCatalogueTest()));
afterAll(async () => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const night = tokyoMonday(200);

/** One file as the console's form sends it. */
function upload(headers: ConsoleHeaders, file: { name: string; type: string; bytes: Buffer }, roomType = 'MOD-DBL') {
  const boundary = '----yado-photo-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `${CATALOGUE_BASE}/room-types/${roomType}/photos`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}
const imagesShown = async (locale = 'en') =>
  (await searchTokyo(t.app, { checkin: night, checkout: addDays(night, 1), adults: 2, locale })).find(
    (room) => room.room_type_code === 'MOD-DBL',
  )?.images as Array<{ url: string; alt: string }>;
const photoAt = (url: string) => `${CATALOGUE_BASE}/room-types/MOD-DBL/photos?photo=${encodeURIComponent(url)}`;
const describePhoto = (headers: ConsoleHeaders, url: string, alt: unknown) =>
  t.app.inject({ method: 'PATCH', url: photoAt(url), headers, payload: { alt } as object });
const removePhoto = (headers: ConsoleHeaders, url: string) => t.app.inject({ method: 'DELETE', url: photoAt(url), headers });
/** Uploads a photo and answers its address. */
async function addedPhoto() {
  const added = await upload(manager, { name: 'room.png', type: 'image/png', bytes: PNG });
  const images = added.json().data.images as Array<{ url: string }>;
  return images[images.length - 1]!.url;
}

describe('room type photos in the console', () => {
  beforeAll(async () => setTokyoStock(t.db, 'MOD-DBL', night, addDays(night, 1), { total: 5, sold: 0 }));

  it('adds an uploaded photo to the room type, served to the widget and shown by its search at once, and removes it', async () => {
    const before = await imagesShown();
    const added = await upload(manager, { name: 'room.png', type: 'image/png', bytes: PNG });
    expect(added.statusCode, added.body).toBe(201);
    const images = added.json().data.images as Array<{ url: string }>;
    const url = images[images.length - 1]!.url;
    expect(url).toMatch(/^\/api\/v1\/room-type-photos\/rtp-[0-9a-f-]+-png$/);
    expect((await imagesShown()).map((i) => i.url)).toEqual([...before.map((i) => i.url), url]);

    const served = await t.app.inject({ url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const removed = await removePhoto(manager, url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await imagesShown()).map((i) => i.url)).toEqual(before.map((i) => i.url));
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP image (415) and a file over 10 MB (413), keeping nothing', async () => {
    const pdf = await upload(manager, { name: 'menu.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') });
    expect([pdf.statusCode, firstError(pdf.json()).code]).toEqual([415, 'PHOTO_TYPE']);
    const big = await upload(manager, { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(MAX_PHOTO_BYTES + 1024) });
    expect([big.statusCode, firstError(big.json()).code]).toEqual([413, 'PHOTO_TOO_LARGE']);
    expect((await t.app.inject({ url: `${CATALOGUE_BASE}/room-types`, headers: manager })).json().data.room_types[1].images).toHaveLength(
      (await imagesShown()).length,
    );
    expect((await t.app.inject({ url: '/api/v1/room-type-photos/..%2Fsecret' })).statusCode).toBe(404);
  });

  it('lets only owners and managers of the hotel add photos', async () => {
    const desk = await upload(frontDesk, { name: 'room.png', type: 'image/png', bytes: PNG });
    expect([desk.statusCode, firstError(desk.json()).code]).toEqual([403, 'CONSOLE_FORBIDDEN']);
    const other = await upload(otherHotelOwner, { name: 'room.png', type: 'image/png', bytes: PNG });
    expect([other.statusCode, firstError(other.json()).code]).toEqual([404, 'HOTEL_NOT_FOUND']);
    expect((await upload(manager, { name: 'room.png', type: 'image/png', bytes: PNG }, 'NO-SUCH')).statusCode).toBe(404);
  });

  it("describes a photo per language, served in the guest's language and falling back as names do", async () => {
    const url = await addedPhoto();
    const altOf = async (locale: string) => (await imagesShown(locale)).find((image) => image.url === url)?.alt;
    // Not yet described: the room type's name, never an empty text.
    expect(await altOf('ja')).toBeTruthy();

    const saved = await describePhoto(manager, url, { ja: ' 窓から銀座を望む客室 ', en: 'Room overlooking Ginza', ko: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().data.images as Array<{ url: string; alt: unknown }>).find((image) => image.url === url)?.alt).toEqual({
      ja: '窓から銀座を望む客室',
      en: 'Room overlooking Ginza',
    });
    expect(await altOf('ja')).toBe('窓から銀座を望む客室');
    expect(await altOf('en')).toBe('Room overlooking Ginza');
    expect(await altOf('ar')).toBe('Room overlooking Ginza');
    expect((await describePhoto(manager, url, { ja: '窓から銀座を望む客室' })).statusCode).toBe(200);
    expect(await altOf('ar')).toBe('窓から銀座を望む客室');
    const listed = await t.app.inject({ url: `${CATALOGUE_BASE}/room-types`, headers: manager });
    const roomType = (listed.json().data.room_types as Array<{ code: string; images: Array<{ url: string; alt: unknown }> }>).find(
      (r) => r.code === 'MOD-DBL',
    );
    expect(roomType?.images.find((image) => image.url === url)?.alt).toEqual({ ja: '窓から銀座を望む客室' });
  });

  it("refuses a description without the hotel's language or too long, by field, and keeps the one before", async () => {
    const url = await addedPhoto();
    expect((await describePhoto(manager, url, { ja: '客室' })).statusCode).toBe(200);

    const noHotelLanguage = await describePhoto(manager, url, { en: 'Room', ja: '  ' });
    expect([noHotelLanguage.statusCode, firstError(noHotelLanguage.json()).code]).toEqual([422, 1000]);
    expect(fieldsOf(noHotelLanguage.json())).toEqual([['alt.ja', 'validation.alt_in_hotel_language']]);
    const tooLong = await describePhoto(manager, url, { ja: '客室', th: 'ห'.repeat(MAX_PHOTO_ALT_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(422);
    expect(fieldsOf(tooLong.json())).toEqual([['alt.th', 'validation.too_long']]);
    const unknownLanguage = await describePhoto(manager, url, { ja: '客室', fr: 'Chambre' });
    expect(unknownLanguage.statusCode).toBe(422);

    expect((await describePhoto(manager, '/api/v1/room-type-photos/no-such-photo', { ja: '客室' })).statusCode).toBe(404);
    const desk = await describePhoto(frontDesk, url, { ja: '客室' });
    expect([desk.statusCode, firstError(desk.json()).code]).toEqual([403, 'CONSOLE_FORBIDDEN']);
    const listed = await t.app.inject({ url: `${CATALOGUE_BASE}/room-types`, headers: manager });
    const images = (listed.json().data.room_types as Array<{ code: string; images: Array<{ url: string; alt: unknown }> }>).find(
      (r) => r.code === 'MOD-DBL',
    )!.images;
    expect(images.find((image) => image.url === url)?.alt).toEqual({ ja: '客室' });
  });

  it('reaches the photo named, wherever a removal made meanwhile has moved it', async () => {
    const first = await addedPhoto();
    const second = await addedPhoto();
    // Another member of staff removes the first while this one still sees the second after it.
    expect((await removePhoto(manager, first)).statusCode).toBe(200);
    const described = await describePhoto(manager, second, { ja: '二枚目の写真' });
    expect(described.statusCode, described.body).toBe(200);
    const images = described.json().data.images as Array<{ url: string; alt: Record<string, string> }>;
    expect(images.find((image) => image.url === second)?.alt).toEqual({ ja: '二枚目の写真' });
    expect(images.filter((image) => image.alt.ja === '二枚目の写真').map((image) => image.url)).toEqual([second]);
    // The first is gone: neither removed again nor described, and the second stays.
    expect((await removePhoto(manager, first)).statusCode).toBe(404);
    expect((await describePhoto(manager, first, { ja: '一枚目' })).statusCode).toBe(404);
    const kept = await removePhoto(manager, second);
    expect((kept.json().data.images as Array<{ url: string }>).map((image) => image.url)).not.toContain(second);
    expect((await imagesShown()).map((image) => image.url)).not.toContain(second);
  });
});
