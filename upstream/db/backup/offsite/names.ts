// The name every backup file has, wherever it is kept (DATA_DIR/backups, S3, Dropbox).
export const BACKUP_NAME_PATTERN = /^tourbook-\d{8}T\d{6}Z\.tbk$/;
