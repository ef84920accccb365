// An off-site store for backup files (docs/decisions/backups.md, "Off the machine"): each store
// keeps the sealed files under their own names, so any of them restores with `npm run restore`.
export type TStoredBackup = { name: string; size: number; createdAt: string };

export type TOffsiteStore = {
  /** 'dropbox' | 's3': how it is named in the calls, on the screen and in `npm run restore -- s3:<name>`. */
  kind: 'dropbox' | 's3';
  /** Where it writes, for people: "s3://bucket/prefix", "Dropbox /folder". */
  where: string;
  put(name: string, file: Buffer): Promise<void>;
  list(): Promise<TStoredBackup[]>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
};

/** The moment a backup's name stands for (tourbook-20261130T031500Z.tbk), or null. */
export function madeAt(name: string): number | null {
  const m = /^tourbook-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tbk$/.exec(name);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : null;
}
