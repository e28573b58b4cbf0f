// Files and images, with the bytes uploaded. Seeded files (the examples') have no bytes of their
// own and download as the contract's example bytes.
import { invalid, newestFirst, ok } from '../../context.js';
import type { Handlers, Seeding, MockReply, MockRequest, Platform, UploadedFile } from '../../context.js';
import { nowIso, objectId } from '../../ids.js';
import type { Row } from '../../rows.js';
import { onId, tableHandlers } from '../../table-handlers.js';

/** Width and height of a PNG, GIF or JPEG from its header; 0 when the format is another. */
function dimensions(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47)
    return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && view.getUint32(0) === 0x47494638)
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  for (let i = 2; bytes[0] === 0xff && bytes[1] === 0xd8 && i + 9 < bytes.length; ) {
    const marker = view.getUint16(i);
    if (marker >= 0xffc0 && marker <= 0xffc3) return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
    i += 2 + view.getUint16(i + 2);
  }
  return { width: 0, height: 0 };
}

type Upload = { files: MockRequest['files'] };

/** Stores the part `file` in `table` with the fields `more` gives (or its refusal), its bytes under the record's id. */
function upload<T extends 'files' | 'images'>(
  platform: Platform,
  table: T,
  { files }: Upload,
  more: (
    file: UploadedFile,
    url: (name: string) => string,
  ) => Omit<Row<T>, '_id' | 'name' | 'mimeType' | 'size' | 'created'> | MockReply,
): MockReply {
  const file = files.file;
  if (!file) return invalid('file', 'is required (a multipart file part)');
  const _id = objectId();
  const fields = more(file, (name) => `https://cdn.mock.local/${table}/${_id}/${encodeURIComponent(name)}`);
  if ('status' in fields) return fields;
  // The upload's fields and `more`'s make the record; TypeScript cannot add them up for a table
  // not yet chosen. Its bytes count with it: stored only once the store has taken the record.
  const row = platform.store.insert(
    table,
    { _id, name: file.name, mimeType: file.type, size: file.bytes.length, ...fields, created: nowIso() } as Row<T>,
    file.bytes.length,
  );
  platform.store.blobs.set(_id, file);
  return ok(row, 201);
}

/** A file's record; only a server's form (PrivateFileUploadForm) keeps it private or gives it to a user. */
const uploadFile = (request: Upload, platform: Platform, owner = { isPrivate: false, userId: null as string | null }) =>
  upload(platform, 'files', request, (file, url) => ({ url: url(file.name), ...owner }));

const uploadImage = (request: Upload, platform: Platform) =>
  upload(platform, 'images', request, (file, url) =>
    file.type.startsWith('image/')
      ? { ...dimensions(file.bytes), url: url(file.name), thumbnailUrl: url(`thumb-${file.name}`) }
      : invalid('file', 'is not an image'),
  );

// The bytes go with their record (the store has stopped counting them).
const dropBytes = (platform: Platform, row: { _id: string }) => void platform.store.blobs.delete(row._id);

const files = tableHandlers('files', { order: newestFirst, removed: dropBytes });
const images = tableHandlers('images', { order: newestFirst, removed: dropBytes });

export const handlers: Handlers = {
  'admin.listCmsFiles': files.list,
  'admin.getCmsFile': files.get,
  'admin.deleteCmsFile': files.remove,
  'admin.uploadCmsFile': uploadFile,
  'admin.downloadCmsFile': onId('files')((row, _request, platform) => {
    const blob = platform.store.blobs.get(row._id) ?? {
      name: row.name,
      type: row.mimeType,
      bytes: new TextEncoder().encode(String(platform.example<string>('CmsFileBytes'))),
    };
    return { status: 200, bytes: blob };
  }),
  'admin.listCmsImages': images.list,
  'admin.getCmsImage': images.get,
  'admin.deleteCmsImage': images.remove,
  'admin.uploadCmsImage': uploadImage,
  'public.uploadFile': uploadFile,
  'public.uploadImage': uploadImage,
  'public.uploadImageLegacy': uploadImage,
  'private.uploadFile': (request, platform) =>
    uploadFile(request, platform, { isPrivate: request.body.isPrivate === true, userId: request.body.userId ?? null }),
  'private.uploadImage': uploadImage,
  'private.deleteImage': images.remove,
};
export function demo({ rows, fill }: Seeding): void {
  fill('files', rows('files', 'CmsFilePage', 'CmsFile'));
  fill('images', rows('images', 'CmsImagePage', 'CmsImage'));
}
