// A real SMTP server on loopback for mail tests (smtp-server), whose mails are read back with
// mailparser. Faults on demand: refuse a recipient (a reply code), answer slowly, go down.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TTestSmtp = {
  port: number;
  mails: ParsedMail[];
  /** Return a reply code to refuse the recipient (e.g. 450 try later, 550 no such user). */
  refuse: ((to: string) => number | null) | null;
  /** Milliseconds to wait before accepting a message's data. */
  delayMs: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export function testSmtp(port: number): TTestSmtp {
  let server: SMTPServer | null = null;
  const box: TTestSmtp = {
    port, mails: [], refuse: null, delayMs: 0,
    start: async () => {
      server = new SMTPServer({
        authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
        onAuth: (auth, _s, cb) => cb(null, { user: auth.username }),
        onRcptTo: (addr, _s, cb) => {
          const code = box.refuse?.(addr.address) ?? null;
          if (code) return cb(Object.assign(new Error(`${code} refused ${addr.address}`), { responseCode: code }));
          cb();
        },
        onData: (stream, _s, cb) => {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            void simpleParser(Buffer.concat(chunks)).then((m) => {
              setTimeout(() => { box.mails.push(m); cb(); }, box.delayMs);
            }, cb);
          });
        },
      });
      await new Promise<void>((resolve, reject) => { server!.once('error', reject); server!.listen(port, '127.0.0.1', () => resolve()); });
    },
    stop: async () => {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return box;
}

/** A port for a test file, from its name, so that files running side by side do not collide. */
export function portFor(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 21000 + (h % 20000);
}
