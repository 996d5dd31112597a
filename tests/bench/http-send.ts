// One HTTP request of the server benchmarks over a keep-alive agent: the status and body text.
import http from 'node:http';

export function sendWith(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
  contentType = 'application/json',
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
