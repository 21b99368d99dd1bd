// A closed-loop load generator with exact percentiles: `connections` workers each send the next
// request as soon as the last one answered, over keep-alive connections, for `seconds`.
import http from 'node:http';

function once(agent, url, method, body) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, agent, headers: { 'content-type': 'application/json', 'accept-language': 'ru', ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function runLoad({ url, method = 'GET', body, connections, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const result = await once(agent, url, method, typeof body === 'function' ? body() : body);
        latencies.push(result.ms);
        if (result.status < 200 || result.status >= 300) failures += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / ((Date.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures,
  };
}

export function printHeader() {
  console.log('route                                 conn    req/s   p50 ms   p95 ms   p99 ms   non-2xx');
}

export function printRow(name, connections, r) {
  const f = (n) => n.toFixed(1).padStart(8);
  console.log(`${name.padEnd(37)} ${String(connections).padStart(4)} ${String(Math.round(r.rps)).padStart(8)} ${f(r.p50)} ${f(r.p95)} ${f(r.p99)} ${String(r.failures).padStart(9)}`);
}
