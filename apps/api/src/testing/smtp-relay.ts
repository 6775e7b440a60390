import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback, as a mail relay would be (plain text, this machine only). It can
 * be stopped and started again on the same port, as a relay that goes down and comes back.
 */
export async function smtpRelay() {
  const received: ParsedMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  async function start() {
    const relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    port = (relay.server.address() as AddressInfo).port;
    server = relay;
  }

  async function stop() {
    const relay = server;
    server = null;
    if (relay) await new Promise<void>((resolve) => relay.close(() => resolve()));
  }

  await start();
  return {
    received,
    url: () => `smtp://127.0.0.1:${port}`,
    start,
    stop,
    /** The mails received for one address, in the order they came. */
    to: (address: string) =>
      received.filter((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((t) => t.text.includes(address))),
  };
}
