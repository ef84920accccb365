// The off-site stores of this upstream's backups, read from the environment once when the upstream
// starts: a store set up by halves stops the start with its reason (docs/decisions/backups.md).
import { configuredStores } from '../../db/backup';

export const backupStores = configuredStores();
export const storeOfKind = (kind: 'dropbox' | 's3') => backupStores.find((s) => s.kind === kind) ?? null;
