/** A real SMTP server on loopback (smtp-server) that keeps every message it receives, for the mail tests. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** The newest code sent to the address (waits up to 2 s for the message to arrive). */
  codeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender killed mid-message (the digest worker test) resets its connection: that is the test, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async codeFor(email) {
      for (let i = 0; i < 200; i++) {
        const m = [...messages].reverse().find((x) => x.to.includes(email));
        const code = m === undefined ? undefined : /code is (\d{6})/.exec(m.raw)?.[1];
        if (code !== undefined) return code;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no code e-mail reached ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
