// What the media module registers into the generic resources: it owns the media records and
// folders. A record is created only by an upload (its bytes come with it; the declaration
// refuses copies, which would have none); the generic update changes the name, folder,
// alt text and tags, while kind, type, size and url are server-kept (the declaration) and
// follow the stored bytes (PUT /api/media/{id}/data).
// A delete is refused while a record, a mail template or a setting still uses the file (usage.ts).
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { TDomainRegistration } from '../resources/binding';
import { assertMediaUnused } from './usage';

export const mediaRegistration: TDomainRegistration = {
  module: 'media',
  resources: {
    // create 'none': no record is made on the base path; POST /api/media/upload makes one with its bytes.
    media: {
      owner: {
        leaves: { create: 'none' },
        delete: async (tx, row) => {
          await assertMediaUnused(tx, row.id);
          await tx.delete(media).where(eq(media.id, row.id));
        },
      },
    },
    mediafolder: { owner: {} },
  },
};
