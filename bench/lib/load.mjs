// A closed-loop load generator with exact percentiles: `connections` workers each send the next
// request as soon as the last one answered, over keep-alive connections, for `seconds`.
// `body` and `headers` may be functions (called per request); a body function answering null
// stops its worker (the work ran out). With `classify(status, responseText)` every answer is
// read and counted under the label it returns, in `outcomes`.
import http from 'node:http';

function once(agent, url, method, body, headers, readBody) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'ru',
          ...headers,
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks = [];
        if (readBody) res.on('data', (chunk) => chunks.push(chunk));
        else res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            text: readBody ? Buffer.concat(chunks).toString('utf8') : '',
          }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function runLoad({ url, method = 'GET', body, headers = {}, classify, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const outcomes = {};
  let failures = 0;
  let ranOut = false;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const payload = typeof body === 'function' ? body() : body;
        if (payload === null) {
          ranOut = true;
          break;
        }
        const result = await once(
          agent,
          url,
          method,
          payload,
          typeof headers === 'function' ? headers() : headers,
          !!classify,
        );
        latencies.push(result.ms);
        if (result.status < 200 || result.status >= 300) failures += 1;
        if (classify) {
          const label = classify(result.status, result.text);
          outcomes[label] = (outcomes[label] ?? 0) + 1;
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50) ?? NaN,
    p90: percentile(latencies, 90) ?? NaN,
    p95: percentile(latencies, 95) ?? NaN,
    p99: percentile(latencies, 99) ?? NaN,
    failures,
    outcomes,
    ranOut,
    elapsed,
  };
}

export function printHeader() {
  console.log('route                                 conn    req/s   p50 ms   p95 ms   p99 ms   non-2xx');
}

export function printRow(name, connections, r) {
  const f = (n) => n.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(37)} ${String(connections).padStart(4)} ${String(Math.round(r.rps)).padStart(8)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.failures).padStart(9)}`,
  );
}
