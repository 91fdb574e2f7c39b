/** A bare server's request body as text (the bench's baselines read it themselves: no body parser in front). */
export function readBody(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => { text += chunk; });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
