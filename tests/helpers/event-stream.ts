/** A server-sent events client for tests: events are queued as they arrive and taken in order. */
import { request } from 'node:http';

export interface StreamEvent {
  readonly type: string;
  readonly data: string;
}

export interface EventStream {
  /** The next event of this type (earlier events of other types are dropped); rejects after `timeoutMs`. */
  next(type: string, timeoutMs: number): Promise<StreamEvent>;
  /** Drops everything received so far. */
  clear(): void;
  close(): void;
}

export function openEventStream(url: string): Promise<EventStream> {
  const queue: StreamEvent[] = [];
  let wake: (() => void) | undefined;
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = [...block.matchAll(/^data: (.*)$/gm)].map((m) => m[1]).join('\n');
          if (type) queue.push({ type, data });
        }
        wake?.();
      });
      resolve({
        async next(type, timeoutMs) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const index = queue.findIndex((e) => e.type === type);
            if (index >= 0) return queue.splice(0, index + 1)[index] as StreamEvent;
            const left = deadline - Date.now();
            if (left <= 0)
              throw new Error(`no "${type}" event within ${timeoutMs} ms (received: ${queue.map((e) => e.type).join(', ') || 'nothing'})`);
            await new Promise<void>((done) => {
              const timer = setTimeout(done, left);
              wake = () => {
                clearTimeout(timer);
                done();
              };
            });
          }
        },
        clear: () => void queue.splice(0),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
