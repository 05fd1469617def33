/** A real HTTP server on a loopback port, standing in for the CRM's webhook endpoint in the tests and the soak. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Answers one request; the default answers 200. */
export type Respond = (request: ReceivedRequest, response: ServerResponse) => void;

export interface CrmReceiver {
  port: number;
  url: string;
  /** Every request received, in order, whatever the answer was. */
  requests: ReceivedRequest[];
  respond: Respond;
  close(): Promise<void>;
}

export const answer200: Respond = (_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
};

export function startCrmReceiver(options: { port?: number; respond?: Respond } = {}): Promise<CrmReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      receiver.respond(request, res);
    });
  });
  const receiver: CrmReceiver = {
    port: 0,
    url: '',
    requests,
    respond: options.respond ?? answer200,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      receiver.port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${receiver.port}/crm/leads`;
      resolve(receiver);
    });
  });
}
