#!/usr/bin/env node
// The site with two flight suppliers, for development: starts the local Duffel fake (apps/api/test/fakes/duffel-fake.ts,
// its command line) and then the API in watch mode with FLIGHT_SUPPLIERS=own,duffel pointed at it. Searches show the
// agency's own offers at once and Duffel's when they arrive.
// Usage: npm run dev:suppliers [-- --latency 300 --port 4010]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const latency = flag('latency', '300');
const port = flag('port', '4010');

const fake = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/api/test/fakes/duffel-fake.ts', '--port', port, '--latency', latency],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const children = [fake];
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
fake.on('exit', (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});

const settings = {};
createInterface({ input: fake.stdout }).on('line', (line) => {
  const match = /^(DUFFEL_URL|DUFFEL_TOKEN)=(.*)$/.exec(line);
  if (!match) return;
  settings[match[1]] = match[2];
  if (!settings.DUFFEL_URL || !settings.DUFFEL_TOKEN || children.length > 1) return;
  console.log(`Duffel fake at ${settings.DUFFEL_URL} answering searches in ${latency} ms`);
  const api = spawn('npm', ['run', 'dev', '-w', '@sapar/api'], {
    stdio: 'inherit',
    env: { ...process.env, FLIGHT_SUPPLIERS: 'own,duffel', ...settings },
  });
  children.push(api);
  api.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
});
