// Where a certified technical security device (TSE, KassenSichV § 146a AO) plugs in. Nothing here
// signs: a German operator needs a BSI-certified TSE (a USB/SD device or a cloud TSE such as
// fiskaly or Deutsche Fiskal) and an adapter implementing this type, registered with
// `registerTse`. Until one is registered, the journal export (dsfinvk-export.ts) states that
// no TSE was used (TSE_TA_FEHLER) rather than inventing signatures.

/** One signed transaction as the TSE answers it (DSFinV-K TSE_Transaktionen). */
export type TTseSignature = {
  /** The TSE's serial number (hex of the public key's hash). */
  tseId: string;
  /** The TSE's transaction number. */
  transactionNumber: number;
  /** Start and end as the TSE logged them (ISO 8601). */
  start: string;
  end: string;
  /** Kassenbeleg-V1 for a receipt; the process data the TSE signed (DSFinV-K 'processData'). */
  processType: string;
  processData: string;
  signatureCounter: number;
  /** Base64 signature value. */
  signature: string;
};

/** What the counter asks of a TSE: open a transaction when a ticket is started, finish it with
 *  the receipt's process data when it is settled (or taken back). Each call may fail (device
 *  missing, cloud down): the counter then records the failure with the receipt, as the law asks. */
export type TTseAdapter = {
  /** Begins a transaction; returns its number. */
  start(clientId: string): Promise<{ transactionNumber: number; start: string }>;
  /** Finishes it with the receipt's process data ("Beleg^<gross by rate>^<amounts by payment type>"). */
  finish(clientId: string, transactionNumber: number, processData: string): Promise<TTseSignature>;
  /** The device's certificate chain and public key, for the export's tse.csv. */
  describe(): Promise<{ tseId: string; serial: string; publicKey: string; certificate: string; signatureAlgorithm: string }>;
};

let adapter: TTseAdapter | null = null;

export function registerTse(a: TTseAdapter | null): void {
  adapter = a;
}

/** The registered TSE, or null (the state of this project: no TSE is built in). */
export function tse(): TTseAdapter | null {
  return adapter;
}
