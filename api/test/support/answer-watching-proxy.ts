import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';

/**
 * Stands between the API and a payment provider's stand-in on `port`: every request goes through,
 * and each answer is held until `onAnswer` has seen it, so a proof can act (kill the API) the
 * moment the provider says the money is taken and before the API hears it.
 */
export function answerWatchingProxy(
  port: number | string,
  onAnswer: (request: IncomingMessage, body: string) => Promise<void>,
): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      { host: '127.0.0.1', port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const body = Buffer.concat(chunks);
          await onAnswer(incoming, body.toString());
          if (!outgoing.destroyed) {
            outgoing.writeHead(answer.statusCode ?? 500, answer.headers);
            outgoing.end(body);
          }
        });
      },
    );
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
