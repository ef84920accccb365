// What the media module registers into the generic resources: it owns the media records and
// folders. A record is created only by an upload (its bytes come with it) and is not copied
// (a copy without bytes would be a broken file); the generic update changes the name, folder,
// alt text and tags, while kind, type, size and url follow the stored bytes (PUT {id}/data).
import { errors } from '../../http/errors';
import type { TDomainRegistration } from '../resources/binding';

const SERVER_KEPT = ['kind', 'mimeType', 'sizeInBytes', 'url'] as const;

export const mediaRegistration: TDomainRegistration = {
  module: 'media',
  resources: {
    media: {
      owner: { leaves: { create: 'route', copy: 'none' } },
      hooks: {
        beforeUpdate: (values) => {
          const kept = SERVER_KEPT.filter((k) => values[k] !== undefined);
          if (kept.length) throw errors.validation(kept.map((k) => ({ path: k, message: 'Set from the stored file; upload new data with PUT /api/media/{id}/data' })));
          return values;
        },
      },
    },
    mediafolder: { owner: {} },
  },
};
