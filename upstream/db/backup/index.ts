export { dumpDatabase, schemaLevel, type TBackupHead } from './archive';
export { openBackup, sealBackup, BackupUnreadable } from './seal';
export { restoreBackup, RestoreRefused } from './restore';
export { BACKUP_NAME, listLocalBackups, localBackupPath, makeLocalBackup, readLocalBackup, type TLocalBackup, type TMadeBackup } from './local';
export { configuredStores, copyOffsite, storeOfSource, type TCopy, type TOffsiteStore, type TStoredBackup } from './offsite';
export { restoreIntoNew, restoreTarget, type TPreparedRestore, type TRestoreTarget } from './restore-new';
