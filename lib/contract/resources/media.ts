// Media library: files and folders (api-calls 7.15; the upload and the image data calls come
// with the media issue, these are the records).
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
  name: 'media', base: '/api/media', scope: 'media', label: 'name', defaultSort: { field: 'createdAt', order: -1 },
  fields: {
    name: f.name(),
    folder: f.ref('mediafolder'),
    kind: f.enum(['image', 'document', 'video', 'other'], { default: 'image', sort: true }),
    mimeType: f.text({ max: 100, filter: true }),
    sizeInBytes: f.int({ min: 0, sort: true }),
    url: f.text({ max: 2000 }),
    alt: f.i18n(),
    tags: f.textList({ max: 50, filter: true }),
  },
});

export const MEDIA_RESOURCES = [mediafolder, media];
