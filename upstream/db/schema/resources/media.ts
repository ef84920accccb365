// Tables: Media files and folders.
// Columns come from the declarations in lib/contract/resources/media.ts, where each field choice is commented (see also
// docs/decisions/resources.md).
import * as R from '../../../../lib/contract/resources/media';
import { resourceTable } from './build-table';

export const mediaFolders = resourceTable(R.mediafolder, 'media_folders');
export const media = resourceTable(R.media, 'media');
