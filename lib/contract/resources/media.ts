// Media library: files and folders (api-calls 7.15). A file's record is created by an upload
// (upstream/modules/media); its kind, type, size and url follow the stored bytes (server-kept).
import { defineResource, f } from './define';

export const mediafolder = defineResource({
  name: 'mediafolder', base: '/api/mediafolder', scope: 'media', label: 'name', defaultSort: { field: 'name', order: 1 },
  fields: {
    name: f.name(),
    parent: f.ref('mediafolder'),
    sort: f.int({ default: 0, sort: true }),
  },
});

export const media = defineResource({
  // Not copied: a copy would be a record without its bytes (409).
  name: 'media', base: '/api/media', scope: 'media', label: 'name', defaultSort: { field: 'createdAt', order: -1 }, copy: false,
  fields: {
    name: f.name(),
    folder: f.ref('mediafolder'),
    kind: f.enum(['image', 'document', 'video', 'other'], { default: 'image', sort: true, server: true }),
    mimeType: f.text({ max: 100, filter: true, server: true }),
    sizeInBytes: f.int({ min: 0, sort: true, server: true }),
    url: f.text({ max: 2000, server: true }),
    alt: f.i18n(),
    tags: f.textList({ max: 50, filter: true }),
  },
});

export const MEDIA_RESOURCES = [mediafolder, media];
